// What the QuestionDock stories share (QuestionDock.stories.tsx, QuestionDockEndings.stories.tsx,
// QuestionDockPlay.stories.tsx, one "Components/QuestionDock" entry in Storybook): the meta every
// file spreads, and the demos that give a story its own store, clock or transport.
import { useState, type ComponentType } from 'react';
import type { Meta } from '@storybook/react-vite';
import { fn, type within } from 'storybook/test';
import { QuestionDock, type Clock, type QuestionStore } from '../../src/index';
import { realClock } from '../../src/core/plumbing/clock';
import { ChatFrame, storeArgs, type ChatRequestArgs } from './Chat';
import { deployAnswered, deployRequest, failOnce, fixedClock, makeStore, manualClock } from './fixtures';

/** The panel's accessible name. */
export const PROMPT = 'Question from the agent';

/** The answer summary the story's timeline receives, once it is there. */
export const summaryOf = (canvas: ReturnType<typeof within>) => canvas.findByRole('group', { name: 'Answer summary' });

/**
 * The meta of every QuestionDock story file, less `title` and `tags` (Storybook reads those from
 * each file's own literal). `onResolve` and `onExpandedChange` are actions.
 */
export const dockMeta = {
  // The request form of the dock: every story's args are a raw request and the page around it.
  component: QuestionDock as ComponentType<ChatRequestArgs>,
  parameters: {
    docs: {
      description: {
        component:
          'The dock pinned above the chat composer. Expanded, it replaces the composer (kept mounted, so its draft survives); collapsed, a mini bar sits above the composer. Every story has a fixed clock unless it is about time, and drops the summary into the timeline when the prompt ends. `onResolve` and `onExpandedChange` (called when the panel collapses to the mini bar or expands again) show in the Actions panel.',
      },
    },
  },
  args: {
    request: deployRequest,
    promptId: 'call_deploy',
    clock: fixedClock(),
    onResolve: fn(),
    onExpandedChange: fn(),
    intro: 'Build 1.4.0 passed. Before I deploy it, I need a few decisions from you.',
    draft: '',
  },
  render: (args) => <ChatFrame {...args} />,
} satisfies Meta<ChatRequestArgs>;

/** The deploy prompt answered on its first question, on the second, collapsed. */
export function CollapsedDemo(args: ChatRequestArgs) {
  const [store] = useState(() => {
    const s = makeStore(deployRequest, { promptId: 'call_deploy', clock: args.clock ?? realClock });
    s.select('deploy_target', 'Staging (Recommended)');
    s.next();
    s.collapse();
    return s;
  });
  return <ChatFrame {...storeArgs(args)} store={store} />;
}

/** A store prepared by `prepare` (answers, a step, the review, a pending Skip), shown in the chat. */
export function PreparedDemo({ prepare, ...args }: ChatRequestArgs & { prepare: (store: QuestionStore) => void }) {
  const [store] = useState(() => {
    const s = makeStore(args.request ?? deployRequest, {
      promptId: args.promptId ?? 'call_deploy',
      clock: args.clock ?? realClock,
    });
    prepare(s);
    return s;
  });
  return <ChatFrame {...storeArgs(args)} store={store} />;
}

/** Answers every question with its first option (the last multi-select one with an own answer too). */
function answerAll(store: QuestionStore, other = 'smoke test on canary') {
  for (const q of store.getState().request.questions) {
    if (q.multiSelect) {
      store.toggle(q.id, q.options[0]!.label);
      store.setOther(q.id, other);
    } else store.select(q.id, q.options[0]!.label);
  }
}

/** Renders the chat with every question answered and the review step open. */
export const reviewing = (args: ChatRequestArgs) => (
  <PreparedDemo
    {...args}
    prepare={(s) => {
      answerAll(s);
      s.review();
    }}
  />
);

/** The transport fails once, then succeeds. */
export function FailOnceDemo(args: ChatRequestArgs) {
  const [submit] = useState(() => failOnce());
  return <ChatFrame {...args} send={submit} />;
}

/** Real time, 63 s to the deadline. */
export function NearExpiryDemo(args: ChatRequestArgs) {
  // Real time, 63 s ahead: the countdown turns urgent and announces "One minute left" within seconds.
  const [expiresAt] = useState(() => Date.now() + 63_000);
  return <ChatFrame {...args} clock={realClock} expiresAt={expiresAt} />;
}

/** A manual clock with a story control that jumps 5 minutes ahead. */
export function ExpiredDemo(args: ChatRequestArgs) {
  const [clock] = useState(() => manualClock());
  return (
    <ChatFrame
      {...args}
      clock={clock}
      controls={
        <button type="button" className="demo-button" onClick={() => clock.advance(300_000)}>
          Jump 5 minutes ahead
        </button>
      }
    />
  );
}

/** A clock whose timers never fire, with a story control that sleeps the tab past the deadline. */
export function SleepingTabDemo(args: ChatRequestArgs) {
  // A clock whose timers never fire, like a throttled background tab; the button moves time on.
  const [clock] = useState(() => {
    let now = fixedClock().now();
    const c: Clock & { sleep(ms: number): void } = {
      now: () => now,
      setTimeout: () => 0,
      clearTimeout: () => {},
      sleep: (ms) => {
        now += ms;
      },
    };
    return c;
  });
  return (
    <ChatFrame
      {...args}
      clock={clock}
      controls={
        <button type="button" className="demo-button" onClick={() => clock.sleep(301_000)}>
          Sleep the tab past the deadline
        </button>
      }
    />
  );
}

/** The app's own store, ended from outside: the agent run ends, or another tab answers. */
export function ExternalDemo(args: ChatRequestArgs & { ending: 'cancelled' | 'elsewhere' }) {
  const { ending, ...rest } = args;
  const [store] = useState(() => makeStore(deployRequest, { promptId: 'call_deploy', clock: args.clock ?? realClock }));
  return (
    <ChatFrame
      {...storeArgs(rest)}
      store={store}
      controls={
        ending === 'cancelled' ? (
          <button type="button" className="demo-button" onClick={() => store.cancel()}>
            End the agent run
          </button>
        ) : (
          <button type="button" className="demo-button" onClick={() => store.resolveExternally(deployAnswered)}>
            Answer in another tab
          </button>
        )
      }
    />
  );
}
