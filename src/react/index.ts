export {
  QuestionStoreProvider,
  useQuestionStoreContext,
  type QuestionStoreContextValue,
  type QuestionStoreProviderProps,
} from './context';
export { useQuestionPrompt, type QuestionPromptOptions, type UseQuestionPromptResult } from './use-question-prompt';
export { shallowArrayEqual, useQuestionStore } from './use-question-store';
export { usePromptQueue } from './use-prompt-queue';
