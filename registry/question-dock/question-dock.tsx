import {
  AnswerSummary as AnswerSummaryPrimitive,
  QuestionDock as QuestionDockPrimitive,
  type AnswerSummaryProps,
  type QuestionDockProps,
} from 'question-dock';
import 'question-dock/shadcn.css';

import { cn } from '@/lib/utils';

// The components are the package's; this file gives them the app's conventions (`cn`, `data-slot`)
// and its theme: question-dock/shadcn.css maps the app's tokens onto the dock, light and dark. An
// `npm update question-dock` brings fixes without touching this file.

/** The agent's questions above the composer: `request` (the `ask_user` arguments) or a `store`. */
function QuestionDock({ className, ...props }: QuestionDockProps) {
  // The composer's column, as a Textarea: a dock in a flex row or a centred column does not shrink.
  return <QuestionDockPrimitive data-slot="question-dock" className={cn('w-full', className)} {...props} />;
}

/** The answer's record in the timeline (`onResolve`'s third argument). */
function AnswerSummary({ className, ...props }: AnswerSummaryProps) {
  return <AnswerSummaryPrimitive data-slot="answer-summary" className={cn(className)} {...props} />;
}

export { AnswerSummary, QuestionDock };
export type { AnswerSummaryData, AskUserInput, ToolResult } from 'question-dock';
