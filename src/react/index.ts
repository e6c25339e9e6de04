export { QuestionStoreProvider, type QuestionStoreProviderProps } from './context';
export { useQuestionPrompt, type QuestionPromptOptions, type UseQuestionPromptResult } from './use-question-prompt';
export { useQuestionStore } from './use-question-store';
export { usePromptQueue } from './use-prompt-queue';
