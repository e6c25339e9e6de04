// The README's Lit view (`<!-- run: lit -->`) in a page, as its text says: `<chat-view>` in the page,
// its `toolCall` set when the agent calls ask_user. What the agent receives is the view's own
// `sendToolResult` (a console line the suite reads).
import '../src/lit';

const view = document.createElement('chat-view') as HTMLElement & { toolCall?: { id: string; input: unknown } };
document.getElementById('root')!.append(view);
view.toolCall = {
  id: 'call_lit',
  input: {
    questions: [
      {
        id: 'deploy_target',
        header: 'Deploy',
        question: 'Where should I deploy?',
        options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
      },
    ],
  },
};
