/**
 * `question-dock/mcp/react`: the dock for MCP elicitations (`question-dock/mcp`), with the parts only
 * forms use: who asks and why, a typed input per field (email, URL, date, date-time, number, text with
 * its limits), what is wrong said at the field, Decline and Cancel, and a server's link (URL mode)
 * above the composer. Apart from the prompts, so a server process loads nothing of React.
 * @packageDocumentation
 */
import { useMemo, useSyncExternalStore } from 'react';
import { messages as english, type Messages } from '../core';
import { QuestionDock, RejectedPromptNotice } from '../components';
import { SkipQuestion, type QuestionDockStoreProps } from '../components/internal';
import type { FormPrompts, WatchedList } from '../mcp';
import { usePromptQueue } from '../react';
import { FieldInput } from './field-input';
import { FormIntro } from './form-intro';
import { FormWordsContext } from './form-words';
import { LinkPanel } from './link-panel';

/** Props of {@link McpFormDock}: the prompts, and every dock prop but the prompt and its parts. */
export interface McpFormDockProps extends Omit<QuestionDockStoreProps, 'store' | 'request' | 'parts'> {
  /** The forms and links (`createFormPrompts`): the dock shows the oldest open form, and the oldest link above it. */
  readonly prompts: FormPrompts;
}

/** A list of the prompts' (links, refused requests) as React state. */
const useWatched = <T,>(list: WatchedList<T>): readonly T[] =>
  useSyncExternalStore(list.subscribe, list.getState, list.getState);

/** The parts a form uses; the same object from render to render. */
const PARTS = { PromptIntro: FormIntro, AnswerInput: FieldInput, SkipQuestion };

/**
 * The dock above your composer for MCP servers' forms (`elicitation/create`): one field at a time
 * with the stepper and the review, "<server> asks" and the server's message above it, a typed input
 * per field with its limits, Skip question on the optional ones, Decline (the person's no) and
 * Cancel (no answer). Submit checks every field as the server will before it sends. A link a server
 * asks the person to open shows above the composer, with Open / Decline / Cancel.
 * @example
 * ```tsx
 * import type { ReactNode } from 'react';
 * import { createFormPrompts } from 'question-dock/mcp';
 * import { McpFormDock } from 'question-dock/mcp/react';
 * import 'question-dock/styles.css';
 *
 * const prompts = createFormPrompts(); // "<server> asks", with the title from the handshake
 *
 * export function Composer({ children }: { children: ReactNode }) {
 *   return <McpFormDock prompts={prompts} composer={children} />;
 * }
 * ```
 */
export function McpFormDock({ prompts, messages = english, ...props }: McpFormDockProps) {
  const { active } = usePromptQueue(prompts.queue);
  const links = useWatched(prompts.links);
  const refused = useWatched(prompts.refused);
  const words = prompts.messages;
  // A form's Skip is the person's no to the whole form: Decline, as MCP names it.
  const dockMessages = useMemo<Messages>(
    () => ({
      ...messages,
      skip: words.decline,
      skipConfirm: words.declineConfirm,
      skipAnyway: words.decline,
      unanswered: words.required,
      promptLabel: words.formLabel,
    }),
    [messages, words],
  );
  const noticeMessages = useMemo<Messages>(
    () => ({ ...messages, rejectedPrompt: words.refused(prompts.server) }),
    [messages, words, prompts.server],
  );
  const [link] = links;
  return (
    <FormWordsContext.Provider value={words}>
      {refused.map((prompt) => (
        <RejectedPromptNotice
          key={prompt.promptId}
          prompt={prompt}
          messages={noticeMessages}
          onDismiss={() => prompts.dismissRefused(prompt.promptId)}
        />
      ))}
      {link && <LinkPanel link={link} />}
      <QuestionDock {...props} messages={dockMessages} store={active} parts={PARTS} />
    </FormWordsContext.Provider>
  );
}
