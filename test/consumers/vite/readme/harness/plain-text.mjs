// Runs the README's plain-text channel (`<!-- run: plain-text -->`, built into dist-node/) in Node:
// its placeholders (`declare` lines) are given here as globals, then two replies come in, one empty
// and one that answers both questions. Prints what went to the person and to the agent as JSON.
const sent = [];
const results = [];
const errors = [];
globalThis.toolCallInput = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run first?',
      options: [{ label: 'Unit' }, { label: 'Lint' }, { label: 'E2E' }],
      multiSelect: true,
    },
  ],
};
globalThis.sendText = (text) => sent.push(text);
globalThis.sendToolResult = (result) => results.push(result);
globalThis.sendToolError = (text) => errors.push(text);

const { onReply } = await import('../dist-node/plain-text.js');
onReply('');
onReply('deploy: 2\nchecks: unit, smoke');
process.stdout.write(JSON.stringify({ sent, results, errors }));
