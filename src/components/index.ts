export { AnswerSummary, type AnswerSummaryProps } from './AnswerSummary';
export { Countdown, type CountdownProps } from './Countdown';
export { OptionList, type OptionListProps } from './OptionList';
export { OtherField, type OtherFieldProps } from './OtherField';
export { QuestionDock, type QuestionDockProps } from './QuestionDock';
export { QuestionMiniBar, type QuestionMiniBarProps } from './QuestionMiniBar';
export { Stepper, type StepperProps } from './Stepper';
export { useDockKeyboard } from './use-dock-keyboard';
