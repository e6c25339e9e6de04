/**
 * `question-dock/claude-agent-sdk/react`: the dock for the page end of
 * `question-dock/claude-agent-sdk`, with the parts only Claude's questions use: an option's
 * preview, a note on an answer and "Skip question". Apart from the bridge, so the server's import
 * loads nothing of React.
 * @packageDocumentation
 */
import { useMemo, type ReactNode } from 'react';
import { QuestionDock } from '../components';
import { AnswerNote, optionPreview, SkipQuestion, type QuestionDockStoreProps } from '../components/internal';
import type { AskUserQuestionPage } from '../claude-agent-sdk';
import { usePromptQueue } from '../react';

/** Props of {@link AskUserQuestionDock}: the page's, and every dock prop but the prompt and its parts. */
export interface AskUserQuestionDockProps extends Omit<QuestionDockStoreProps, 'store' | 'request' | 'parts'> {
  /** The page end (`createAskUserQuestionPage`): the dock shows its oldest open question. */
  readonly page: AskUserQuestionPage;
  /**
   * Your markdown renderer for previews written in markdown (the session's `previewFormat`). The text
   * is the model's: the renderer must not pass raw HTML through. Without one, a preview shows as it
   * is, in a monospace block. Keep it the same function from render to render (a module's function,
   * or `useCallback`): a new one makes the preview anew.
   * @default undefined: shown as text
   */
  readonly renderMarkdown?: ((text: string) => ReactNode) | undefined;
}

/**
 * The dock above your composer for Claude's AskUserQuestion: it shows the page's oldest open question
 * (`usePromptQueue(page.queue)`), with the focused or picked option's preview beside the options (in
 * a sandboxed frame when the session writes HTML), "Add a note" and "Skip question" under each
 * question; the notes and the preview picked go back in the answer's `annotations`.
 * @example
 * ```tsx
 * import type { ReactNode } from 'react';
 * import { persistDrafts } from 'question-dock';
 * import { createAskUserQuestionPage } from 'question-dock/claude-agent-sdk';
 * import { AskUserQuestionDock } from 'question-dock/claude-agent-sdk/react';
 * import 'question-dock/styles.css';
 *
 * const socket = new WebSocket('/agent');
 * const page = createAskUserQuestionPage({ send: (message) => socket.send(JSON.stringify(message)), persist: persistDrafts() });
 * socket.addEventListener('message', (event) => page.receive(JSON.parse(String(event.data))));
 *
 * export function Composer({ children }: { children: ReactNode }) {
 *   return <AskUserQuestionDock page={page} composer={children} />;
 * }
 * ```
 */
export function AskUserQuestionDock({ page, renderMarkdown, ...props }: AskUserQuestionDockProps) {
  const { active } = usePromptQueue(page.queue);
  const format = page.previewFormatOf(active);
  const parts = useMemo(
    () => ({ OptionPreview: optionPreview({ format, renderMarkdown }), AnswerNote, SkipQuestion }),
    [format, renderMarkdown],
  );
  return <QuestionDock {...props} store={active} parts={parts} />;
}
