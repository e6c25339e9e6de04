/**
 * The components' internal entry: what the package's other layers (the custom elements, the
 * adapters) use of the components beyond their public entry (`./index.ts`). They import
 * the components through these two files only, never their inner files, so the components can move
 * their parts without touching them. Not an entry of the package: apps cannot import it.
 */
export { useAttention, type PageAttention } from './behaviour/page-attention';
export type { QuestionDockLayout } from './behaviour/use-stacked-layout';
export type { QuestionDockRequestProps, QuestionDockStoreProps } from './dock/QuestionDock';
export { AskedQuestions } from './notices/RejectedPromptNotice';
export { AnswerNote } from './parts/answer-note';
export { SkipQuestion } from './parts/skip-question';
export { optionPreview, type OptionPreviewOptions, type PreviewFormat } from './parts/option-preview';
