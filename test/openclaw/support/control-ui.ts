import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { startGateway, type GatewayProcess, type GatewaySetup } from './gateway-process';
import { startModelServer, type ModelServer, type ScriptedReply } from './model-server';
import { connectOperatorWhenReady, type OperatorClient } from './operator';
import { packPlugin, PLUGIN_DIR_ENV } from './plugin-pack';

/**
 * The real Control UI served by the real gateway, with the question-dock plugin installed the way
 * the README says (`openclaw plugins install <package>/dist/openclaw-plugin`) from the packed
 * tarball, a scripted model, an operator client for the test's own moves, and Chromium.
 */
export interface ControlUi {
  readonly model: ModelServer;
  readonly gateway: GatewayProcess;
  readonly operator: OperatorClient;
  /** Chromium (absent with `browser: false`). */
  readonly browser: Browser;
  /** The Control UI's chat page of `session` (default `main`), signed in with the gateway token. */
  chatUrl(session?: string): string;
  /** Opens the chat page and waits until the Control UI shows its composer. */
  open(session?: string): Promise<Page>;
  /** Restarts the gateway (same port, token and state) and connects the operator client again. */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

/** `gateway.controlUi` as the README says: the Control UI on, custom plugin UIs allowed. */
export const CONTROL_UI_CONFIG = { gateway: { controlUi: { enabled: true, experimental: { customPlugins: true } } } };

/** Installs the plugin folder into the gateway's state dir with the documented command. */
export function installPlugin(dir: string, setup: GatewaySetup): void {
  const result = spawnSync(
    setup.node,
    [setup.openclaw, 'plugins', 'install', dir, '--force', '--accept-capabilities'],
    { cwd: setup.stateDir, env: setup.env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openclaw plugins install failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

export interface ControlUiOptions {
  /** Install the plugin (the default), or not: the Control UI as it ships. */
  readonly plugin?: boolean;
  /** What the scripted model answers a message without a `[qd:…]` tag. */
  readonly modelFallback?: ScriptedReply;
  /** Chromium's viewport. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Also install the test-only plugin whose `qdtest.injectAsync` puts an async question message in a transcript. */
  readonly asyncInject?: boolean;
  /** Launch Chromium (the default); the demo does not. */
  readonly browser?: boolean;
  /**
   * Tool Search on, as the Control UI's Labs switch ("Tool Search for all models") writes it: the
   * model is offered `tool_search`, `tool_describe` and `tool_call` and reaches `ask_user` through them.
   */
  readonly toolSearch?: boolean;
}

/** What the Labs switch "Tool Search for all models" writes into the config when turned on. */
export const TOOL_SEARCH_CONFIG = { tools: { toolSearch: { enabled: true, mode: 'tools' } } };

export async function startControlUi(options: ControlUiOptions = {}): Promise<ControlUi> {
  const model = await startModelServer(0, options.modelFallback);
  let packed: ReturnType<typeof packPlugin> | undefined;
  const dir = process.env[PLUGIN_DIR_ENV] ?? (packed = packPlugin()).dir;
  const gateway = await startGateway({
    modelBaseUrl: model.baseUrl,
    config: options.toolSearch ? { ...CONTROL_UI_CONFIG, ...TOOL_SEARCH_CONFIG } : CONTROL_UI_CONFIG,
    beforeStart: (setup: GatewaySetup) => {
      if (options.plugin !== false) installPlugin(dir, setup);
      if (options.asyncInject) installPlugin(join(import.meta.dirname, 'async-inject-plugin'), setup);
    },
  }).catch(async (error: unknown) => {
    await model.close();
    packed?.cleanup();
    throw error;
  });
  let operator = await connectOperatorWhenReady(gateway.url, gateway.token).catch(async (error: unknown) => {
    await gateway.stop();
    await model.close();
    packed?.cleanup();
    throw error;
  });
  const executablePath = process.env['CHROMIUM_PATH'] ?? findChromium();
  if (!executablePath && options.browser !== false)
    throw new Error('No Chromium found: set CHROMIUM_PATH (npm test installs or finds one).');
  const browser =
    options.browser === false
      ? (undefined as unknown as Browser)
      : await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS, headless: true });
  const chatUrl = (session?: string): string =>
    `http://127.0.0.1:${gateway.port}/chat/main${session ? `/~key/${encodeURIComponent(session)}` : ''}#token=${gateway.token}`;
  return {
    model,
    gateway,
    get operator() {
      return operator;
    },
    browser,
    chatUrl,
    async open(session) {
      const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 860 } });
      await page.goto(chatUrl(session));
      return page;
    },
    async restartGateway() {
      operator.close();
      await gateway.restart();
      operator = await connectOperatorWhenReady(gateway.url, gateway.token);
    },
    async stop() {
      await browser?.close().catch(() => {});
      operator.close();
      await gateway.stop();
      await model.close();
      packed?.cleanup();
    },
  };
}
