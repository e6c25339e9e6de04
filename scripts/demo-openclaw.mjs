// `npm run demo:openclaw`: the real OpenClaw gateway (installed once into ~/.cache/question-dock),
// a scripted model that asks with `ask_user` on every message you send, and the Control UI page
// (stories/openclaw, on connectOpenClaw) connected to it. Open the printed URL; Ctrl+C stops all.
import { createServer } from 'vite';
import { ensureOpenClaw } from './openclaw.mjs';

ensureOpenClaw({ log: (line) => console.log(line) });

// The test support is TypeScript: Vite loads it.
const loader = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { startHarness } = await loader.ssrLoadModule('/test/openclaw/support/harness.ts');
const { freePort } = await loader.ssrLoadModule('/test/openclaw/support/gateway-process.ts');
const { startPageServer } = await loader.ssrLoadModule('/test/openclaw/support/page-server.ts');

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
console.log('[demo] starting the gateway (about 10-60 s)…');
const harness = await startHarness({
  gatewayConfig: { gateway: { controlUi: { allowedOrigins: [origin] } } },
  modelFallback: {
    askUser: {
      questions: [
        {
          id: 'deploy_target',
          header: 'Target',
          question: 'Where should this be deployed?',
          options: [{ label: 'Staging (Recommended)', description: 'Safe to try' }, { label: 'Production' }],
        },
        {
          id: 'notify',
          header: 'Notify',
          question: 'Who should be told?',
          multiSelect: true,
          options: [{ label: 'Team' }, { label: 'Customers' }],
        },
      ],
      timeoutSeconds: 300,
    },
  },
});
const pages = await startPageServer(port);
const url = new URL(`${origin}/index.html`);
url.searchParams.set('url', harness.gateway.url);
url.searchParams.set('token', harness.gateway.token);
url.searchParams.set('session', 'agent:main:main');
console.log(`[demo] gateway ${harness.gateway.url} (pid ${harness.gateway.pid})`);
console.log(`[demo] open ${url.href}`);
console.log('[demo] send any message: the agent asks; Ctrl+C stops the gateway, the model and the page.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pages.close();
  await harness.stop();
  await loader.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
