export { AnswerSummary, type AnswerSummaryProps } from './AnswerSummary';
export { Countdown, type CountdownProps } from './Countdown';
export { OptionList, type OptionListProps } from './OptionList';
export { OtherField, type OtherFieldProps } from './OtherField';
export { QuestionCards, type QuestionCardsProps } from './QuestionCards';
export {
  QuestionDock,
  type QuestionDockProps,
  type QuestionDockRequestProps,
  type QuestionDockStoreProps,
} from './QuestionDock';
export { QuestionMiniBar, type QuestionMiniBarProps } from './QuestionMiniBar';
export { Stepper, type StepperProps } from './Stepper';
export type { QuestionDockLayout } from './use-stacked-layout';
export { QueueSwitcher, type QueueSwitcherProps } from './QueueSwitcher';
export { RejectedPromptNotice, type RejectedPromptNoticeProps } from './RejectedPromptNotice';
