/**
 * `question-dock/claude-agent-sdk`: Claude's AskUserQuestion (`@anthropic-ai/claude-agent-sdk`) in
 * the dock. On the server, {@link createAskUserQuestionBridge} gives `query()` a `canUseTool` that
 * hands each AskUserQuestion to the page over the app's own channel (a WebSocket, server-sent
 * events…) and resolves with the person's answer. In the page, {@link createAskUserQuestionPage}
 * turns what the server sends into prompts and sends each outcome back, and
 * {@link AskUserQuestionDock} shows them above the composer.
 * @packageDocumentation
 */
import { QuestionDock } from '../components';
import type { QuestionDockBaseProps } from '../components/internal';
import { usePromptQueue } from '../react';
import type { AskUserQuestionPage } from './page';

export * from './server';
export { createAskUserQuestionPage, type AskUserQuestionPage, type AskUserQuestionPageOptions } from './page';

/** Props of {@link AskUserQuestionDock}: the page end, and the dock's own (`composer`, `layout`, `messages`, ...). */
export interface AskUserQuestionDockProps extends QuestionDockBaseProps {
  /** The page end whose questions it shows (`createAskUserQuestionPage`). */
  readonly page: AskUserQuestionPage;
}

/**
 * The composer area of a Claude chat: the oldest open AskUserQuestion as the dock, else the composer
 * alone (kept mounted throughout). What the person does goes back through the page end.
 * @example
 * ```tsx
 * import type { ReactNode } from 'react';
 * import { persistDrafts } from 'question-dock/core';
 * import { AskUserQuestionDock, createAskUserQuestionPage } from 'question-dock/claude-agent-sdk';
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
export function AskUserQuestionDock({ page, ...dock }: AskUserQuestionDockProps) {
  const { active } = usePromptQueue(page.queue);
  return <QuestionDock {...dock} store={active} />;
}
