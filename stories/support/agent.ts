// The agent side of the Control UI story, behind a small interface: the page is an `AgentHost`
// (it shows messages and asks questions); an `Agent` drives it. The scripted agent below runs on
// timers, offline. The gateway variant (gateway-agent.ts) asks through the gateway stand-in instead.
import type { AnswerSummaryData, Resolution, ToolResult } from '../../src/index';
import { storyDeployRequest } from '../../test/support/requests';

/** One `ask_user` tool call. */
export interface AskCall {
  /** Tool-call id; keys the prompt. */
  readonly id: string;
  /** The raw tool arguments, as the model sent them. */
  readonly request: unknown;
  /** Absolute deadline (ms epoch) when the transport gives one. */
  readonly expiresAt?: number;
}

/** How an ask ended: the tool result for the model, plus what the page showed. */
export interface AskOutcome {
  readonly result: ToolResult;
  readonly resolution: Resolution;
  readonly summary: AnswerSummaryData;
}

/** What the chat page offers an agent. */
export interface AgentHost {
  /** The agent writes a message into the timeline. */
  say(text: string): void;
  /** Shows or hides "Agent is typing…". */
  typing(on: boolean): void;
  /** Calls `ask_user`: the dock takes over the composer until the prompt ends. */
  ask(call: AskCall): Promise<AskOutcome>;
}

/** An agent the page can run. */
export interface Agent {
  /** Starts the conversation; returns a function that stops it (page unmount). */
  start(host: AgentHost): () => void;
  /** The person sent a chat message. */
  receive(text: string): void;
}

/** An option label without its " (Recommended)" suffix, for the agent's own sentences. */
export const plain = (label: string): string => label.replace(/ \(Recommended\)$/, '');

/** "a, b and c". */
export function list(items: readonly string[]): string {
  const words = items.map(plain);
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The first ask: three questions about a deploy (the stories' deploy prompt, 15 minutes). */
export const deployAsk = storyDeployRequest({ timeoutSeconds: 900 });

/** What the agent says once it has the answers of {@link deployAsk}. */
export function deployReply(a: Readonly<Record<string, readonly string[]>>): string {
  const notify = a['notify']?.[0] ?? 'Nobody';
  const tail =
    plain(notify) === 'Nobody'
      ? 'I will not notify anyone.'
      : `I will tell ${plain(notify).replace(/^The /, 'the ')} when it is done.`;
  return `Deploying to ${list(a['deploy_target'] ?? [])}, running ${list(a['checks'] ?? [])} first. ${tail}`;
}

/** The second ask: one question, which the story skips. */
export const cleanupAsk = {
  questions: [
    {
      id: 'cleanup',
      header: 'Cleanup',
      question: 'Should I also delete the 4 preview deployments older than a week?',
      options: [
        { label: 'Delete them (Recommended)', description: 'Frees about 2 GB; none had traffic this week.' },
        { label: 'Keep them' },
      ],
    },
  ],
  timeoutSeconds: 600,
};

/**
 * The pace both story agents keep: `sleep` on timers that `cancel` clears (page unmount), and
 * `write`, which types for `pace` ms and then says `text`. `host` gives the page while the agent
 * runs and `undefined` once it is stopped; `write` returns false then.
 */
export function pacing(pace: number, host: () => Pick<AgentHost, 'say' | 'typing'> | undefined) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  const write = async (text: string): Promise<boolean> => {
    if (!host()) return false;
    host()!.typing(true);
    await sleep(pace);
    const now = host();
    if (!now) return false;
    now.typing(false);
    now.say(text);
    return true;
  };
  const cancel = (): void => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };
  return { sleep, write, cancel };
}

/**
 * A scripted agent: says hello, asks the deploy questions, replies using the answers, then asks
 * about a cleanup. `pace` is the pause (ms) between its steps.
 */
export function createScriptedAgent({ pace = 600 }: { pace?: number } = {}): Agent {
  let host: AgentHost | undefined;
  let stopped = false;
  const { sleep, write, cancel } = pacing(pace, () => (stopped ? undefined : host));

  async function run(): Promise<void> {
    await sleep(pace / 2);
    if (!(await write('Build 1.4.0 passed all its tests. Before I deploy it, I need three decisions from you.')))
      return;
    await sleep(pace / 2);
    if (stopped || !host) return;
    const first = await host.ask({ id: 'call_deploy', request: deployAsk });
    if (first.result.status === 'answered') {
      if (!(await write(deployReply(first.result.answers.answers)))) return;
    } else if (!(await write(`No answer (${first.summary.status}), so I am holding the deploy for now.`))) return;
    await sleep(pace * 2);
    if (!(await write('Deploy finished: 1.4.0 is live on staging. One more thing while I am here.'))) return;
    await sleep(pace / 2);
    if (stopped || !host) return;
    const second = await host.ask({ id: 'call_cleanup', request: cleanupAsk });
    if (second.result.status === 'answered') {
      await write(`Done: ${list(second.result.answers.answers['cleanup'] ?? [])}.`);
    } else {
      const why = { skipped: 'You skipped it', expired: 'The question expired', cancelled: 'The run was cancelled' }[
        second.summary.status as 'skipped' | 'expired' | 'cancelled'
      ];
      await write(`${why ?? 'No answer'}, so I will keep the old previews. Anything else?`);
    }
  }

  return {
    start(h) {
      host = h;
      stopped = false;
      void run();
      return () => {
        stopped = true;
        host = undefined;
        cancel();
      };
    },
    receive(text) {
      void write(`Noted: “${text.trim()}”. I will keep it in mind.`);
    },
  };
}
