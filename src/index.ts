/**
 * `question-dock`: React components and hooks for the `ask_user` tool, plus everything from
 * `question-dock/core`, so one import is enough.
 * @example
 * import { QuestionDock, AnswerSummary, messagesTh } from 'question-dock';
 * import 'question-dock/styles.css';
 * @packageDocumentation
 */
export * from './components';
export * from './core';
export * from './react';
