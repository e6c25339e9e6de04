import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureOpenClaw } from '../../../scripts/openclaw.mjs';

/**
 * Starts the real `openclaw gateway run --bind loopback --auth token` on a free port with a
 * throwaway state dir and config whose only model is the scripted server. Stopped by pid: SIGTERM to
 * its process group, then SIGKILL to the group and every descendant seen (the gateway's spawn broker
 * runs in a group of its own). An exit hook kills whatever is left if the test process dies first.
 */

export interface GatewayProcess {
  readonly url: string;
  readonly port: number;
  readonly token: string;
  readonly pid: number;
  readonly stateDir: string;
  /** Gateway stdout + stderr so far (for failure messages). */
  output(): string;
  /**
   * Stops the gateway and starts it again on the same port, token and state dir, as a person
   * restarting it would; resolves once it accepts connections again.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function openClawInstall(): { readonly node: string; readonly openclaw: string; readonly schemas: string } {
  return ensureOpenClaw();
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The suite's global setup sets QD_OPENCLAW_PIDS to a directory; every started gateway writes its
 * pid and state dir there, and the global teardown kills what is left (a worker killed on timeout
 * never runs its own hooks).
 */
export const PIDS_ENV = 'QD_OPENCLAW_PIDS';

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Every live descendant of `pid` (from /proc), children first found first. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) comes after the parenthesised command, which may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = parents.get(ppid) ?? [];
      list.push(Number(name));
      parents.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const walk = (p: number): void => {
    for (const child of parents.get(p) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

export function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

const live = new Set<() => void>();
process.on('exit', () => {
  for (const killNow of live) killNow();
});

export interface StartGatewayOptions {
  readonly modelBaseUrl: string;
  /** Extra config merged at the top level (e.g. `gateway.controlUi`). */
  readonly config?: Record<string, unknown>;
  /** Runs once the state dir and config are written, before the gateway starts (e.g. `openclaw plugins install`). */
  readonly beforeStart?: (setup: GatewaySetup) => void;
}

/** What `beforeStart` gets: the gateway's environment and where its state is. */
export interface GatewaySetup {
  readonly env: NodeJS.ProcessEnv;
  readonly stateDir: string;
  readonly configPath: string;
  /** The Node 24 binary and the `openclaw` entry script. */
  readonly node: string;
  readonly openclaw: string;
}

export async function startGateway(options: StartGatewayOptions): Promise<GatewayProcess> {
  const install = openClawInstall();
  const port = await freePort();
  const token = randomBytes(18).toString('hex');
  const stateDir = mkdtempSync(join(tmpdir(), 'question-dock-openclaw-'));
  const home = join(stateDir, 'home');
  mkdirSync(home);
  const configPath = join(stateDir, 'openclaw.json');
  const gatewayConfig = {
    mode: 'local',
    port,
    auth: { mode: 'token', token },
    ...((options.config?.['gateway'] as object | undefined) ?? {}),
  };
  const config = {
    ...options.config,
    gateway: gatewayConfig,
    // Tool Search off unless the test's config says otherwise: with it on, the model reaches
    // `ask_user` only through `tool_call`.
    tools: { toolSearch: false, ...(options.config?.['tools'] as object | undefined) },
    logging: { file: join(stateDir, 'openclaw.log') },
    agents: { defaults: { model: { primary: 'scripted/scripted' } } },
    models: {
      mode: 'replace',
      providers: {
        scripted: {
          baseUrl: options.modelBaseUrl,
          apiKey: 'scripted',
          api: 'openai-completions',
          models: [
            {
              id: 'scripted',
              name: 'Scripted',
              reasoning: false,
              input: ['text'],
              cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
              contextWindow: 200_000,
              maxTokens: 4096,
            },
          ],
        },
      },
    },
  };
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  // A clean environment: nothing of the developer's own OpenClaw setup leaks in.
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('OPENCLAW_')) env[key] = value;
  Object.assign(env, {
    HOME: home,
    OPENCLAW_STATE_DIR: stateDir,
    OPENCLAW_CONFIG_PATH: configPath,
    PATH: `${dirname(install.node)}:${process.env['PATH'] ?? ''}`,
    NO_COLOR: '1',
  });
  try {
    options.beforeStart?.({ env, stateDir, configPath, node: install.node, openclaw: install.openclaw });
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
  const outPath = join(stateDir, 'gateway.out');
  const output = (): string => {
    try {
      return readFileSync(outPath, 'utf8');
    } catch {
      return '';
    }
  };
  const pidsDir = process.env[PIDS_ENV];

  /** One run of the gateway process: spawned, stopped, and killed with all it started. */
  const spawnRun = () => {
    // Output to a file, not a pipe: nothing can block on a full pipe, and it outlives a crash.
    const outFd = openSync(outPath, 'a');
    const child: ChildProcess = spawn(
      install.node,
      [
        install.openclaw,
        'gateway',
        'run',
        '--bind',
        'loopback',
        '--auth',
        'token',
        '--token',
        token,
        '--port',
        String(port),
      ],
      { cwd: stateDir, env, detached: true, stdio: ['ignore', outFd, outFd] },
    );
    closeSync(outFd);
    const pid = child.pid;
    if (pid === undefined) throw new Error('openclaw gateway did not start');
    const pidFile = pidsDir ? join(pidsDir, `${pid}.json`) : undefined;
    if (pidFile) writeFileSync(pidFile, JSON.stringify({ pid, stateDir }));
    let exited = false;
    const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
    let known: number[] = [];
    const note = (): void => void (known = [...new Set([...known, ...descendants(pid)])]);
    const killAll = (): void => {
      note();
      kill(-pid, 'SIGKILL');
      for (const p of known) kill(p, 'SIGKILL');
    };
    live.add(killAll);
    return {
      pid,
      note,
      exited: () => exited,
      async stop(): Promise<void> {
        note();
        if (!exited) {
          kill(-pid, 'SIGTERM');
          await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 3000))]);
        }
        killAll();
        live.delete(killAll);
        await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 2000))]);
        if (pidFile) rmSync(pidFile, { force: true });
      },
    };
  };

  /** Up when the port accepts connections (the operator client then waits for the challenge). */
  const up = async (run: ReturnType<typeof spawnRun>): Promise<void> => {
    const deadline = Date.now() + 150_000;
    while (!(await tcpOpen(port))) {
      if (run.exited() || Date.now() > deadline) {
        const text = output();
        await stop();
        throw new Error(
          `openclaw gateway did not come up (${run.exited() ? 'exited' : 'timeout'}):\n${text.slice(-4000)}`,
        );
      }
      run.note();
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  let run = spawnRun();
  const stop = async (): Promise<void> => {
    await run.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  const restart = async (): Promise<void> => {
    await run.stop();
    // The port is free once nothing listens on it any more.
    while (await tcpOpen(port)) await new Promise((r) => setTimeout(r, 100));
    run = spawnRun();
    await up(run);
  };
  await up(run);
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    token,
    get pid() {
      return run.pid;
    },
    stateDir,
    output,
    restart,
    stop,
  };
}
