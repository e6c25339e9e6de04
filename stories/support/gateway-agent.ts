// The agent of the gateway variant of the Control UI story. It lives on the gateway's side: it
// asks with `standIn.ask(...)` (as a real agent's `ask_user` call reaches a gateway) and learns the
// outcome on the gateway's side too (`standIn.onResolved`). The chat page only talks to the gateway
// through `connectOpenClaw` over the stand-in's in-memory WebSocket.
import type { GatewayStandIn, StandInRecord } from '../../test/support/gateway-standin';
import { cleanupAsk, deployAsk, deployReply, list, pacing, type AgentHost } from './agent';

/** The chat session on screen. */
export const MAIN_SESSION = 'agent:main:main';
/** Another session of the same gateway: its questions must never show on this page. */
export const OTHER_SESSION = 'agent:ops:main';
/** The run of the main session's agent; "End agent run" cancels it. */
export const MAIN_RUN = 'run-main';

/** Asked in {@link OTHER_SESSION}, so it must never appear on the page. */
export const opsAsk = {
  questions: [
    {
      id: 'rotate',
      header: 'Rotate',
      question: 'Rotate the ops database password now?',
      options: [{ label: 'Rotate now (Recommended)' }, { label: 'Tonight' }],
    },
  ],
  timeoutSeconds: 900,
};

export interface GatewayAgent {
  /** Starts the conversation; returns a function that stops it (page unmount). */
  start(host: Pick<AgentHost, 'say' | 'typing'>): () => void;
  /** The person sent a chat message. */
  receive(text: string): void;
  /** Ends the agent run: the gateway cancels its pending questions. */
  endRun(): void;
}

/** Resolves with the final record of a question once it ends on the gateway side. */
function watchResolutions(standIn: GatewayStandIn) {
  const waiting = new Map<string, (record: StandInRecord) => void>();
  const off = standIn.onResolved((record) => {
    const done = waiting.get(record.id);
    waiting.delete(record.id);
    done?.(record);
  });
  return {
    outcome: (id: string) => new Promise<StandInRecord>((resolve) => waiting.set(id, resolve)),
    close: () => {
      off();
      waiting.clear();
    },
  };
}

/**
 * Writes, then asks two questions at once in the main session (plus one in another session), and
 * replies to each as its answer arrives. `pace` is the pause (ms) between its steps.
 */
export function createGatewayAgent({ standIn, pace = 600 }: { standIn: GatewayStandIn; pace?: number }): GatewayAgent {
  let host: Pick<AgentHost, 'say' | 'typing'> | undefined;
  let stopped = false;
  let runEnded = false;
  const { sleep, write, cancel } = pacing(pace, () => (stopped ? undefined : host));
  let watcher: ReturnType<typeof watchResolutions> | undefined;

  async function handleDeploy(record: StandInRecord): Promise<void> {
    if (runEnded) return;
    if (record.status === 'answered' && record.answers) await write(deployReply(record.answers));
    else await write(`No answer (${record.status}), so I am holding the deploy for now.`);
  }

  async function handleCleanup(record: StandInRecord): Promise<void> {
    if (runEnded) return;
    const choice = record.answers?.['cleanup'];
    if (record.status !== 'answered' || !choice) {
      await write('No answer on the previews, so I will keep them.');
      return;
    }
    const said = list(choice);
    if (said === 'Delete them') await write('Deleted the 4 old preview deployments.');
    else if (said === 'Keep them') await write('Keeping the old preview deployments.');
    else await write(`About the previews: “${said}”. Noted.`);
  }

  async function run(): Promise<void> {
    await sleep(pace / 2);
    if (
      !(await write(
        'Build 1.4.0 passed all its tests. I have two questions for you: the deploy itself, and the old previews.',
      ))
    )
      return;
    await sleep(pace / 2);
    if (stopped || runEnded || !watcher) return;
    // Another session's agent asks too; this page must never show it.
    standIn.ask({ id: 'call_ops', sessionKey: OTHER_SESSION, runId: 'run-ops', ...opsAsk });
    // Two tool calls of one run, both pending at once: the dock shows "1 of 2 requests".
    standIn.ask({ id: 'call_deploy', sessionKey: MAIN_SESSION, runId: MAIN_RUN, ...deployAsk });
    standIn.ask({ id: 'call_cleanup', sessionKey: MAIN_SESSION, runId: MAIN_RUN, ...cleanupAsk });
    void watcher.outcome('call_deploy').then(handleDeploy);
    void watcher.outcome('call_cleanup').then(handleCleanup);
  }

  return {
    start(h) {
      host = h;
      stopped = false;
      watcher = watchResolutions(standIn);
      void run();
      return () => {
        stopped = true;
        host = undefined;
        watcher?.close();
        watcher = undefined;
        cancel();
      };
    },
    receive(text) {
      void write(`Noted: “${text.trim()}”. I will keep it in mind.`);
    },
    endRun() {
      runEnded = true;
      standIn.endRun(MAIN_RUN);
    },
  };
}
