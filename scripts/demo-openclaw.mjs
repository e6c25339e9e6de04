// `npm run demo:openclaw`: the real OpenClaw Control UI, served by the real gateway (installed once
// into ~/.cache/question-dock), with the question-dock plugin built, packed and installed as the
// README says, and a scripted model that asks with `ask_user` on every message you send. Open the
// printed URL; Ctrl+C stops all. `--no-plugin` shows the Control UI as it ships, for comparison.
import { writeFileSync } from 'node:fs';
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
const { startControlUi } = await loader.ssrLoadModule('/test/openclaw/support/control-ui.ts');

const plugin = !process.argv.includes('--no-plugin');
console.log(`[demo] building and packing the plugin, starting the gateway (about 30-90 s)…`);
const ui = await startControlUi({
  plugin,
  browser: false,
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
console.log(
  `[demo] gateway ${ui.gateway.url} (pid ${ui.gateway.pid})${plugin ? ', plugin question-dock installed' : ''}`,
);
console.log(`[demo] open ${ui.chatUrl()}`);
console.log('[demo] send any message: the agent asks; Ctrl+C stops the gateway and the model.');
// For scripts that drive the running demo (screenshots, manual checks).
if (process.env.QD_DEMO_INFO)
  writeFileSync(
    process.env.QD_DEMO_INFO,
    JSON.stringify({ url: ui.chatUrl(), gateway: ui.gateway.url, token: ui.gateway.token }),
  );

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await ui.stop();
  await loader.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
