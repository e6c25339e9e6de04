'use client';

import { AskUserDock as AskUserDockPrimitive, type AskUserDockProps } from 'question-dock/ai-sdk';
import 'question-dock/shadcn.css';

import { cn } from '@/lib/utils';

// The composer area of an AI SDK chat: `chat` is `useChat`'s result, `composer` your prompt input.
// The dock shows the agent's pending `ask_user` call above it and hands the answer to
// `addToolOutput`. The components are the package's (question-dock/ai-sdk); this file gives them the
// app's conventions and its theme (question-dock/shadcn.css).

function AskUserDock({ className, ...props }: AskUserDockProps) {
  return <AskUserDockPrimitive data-slot="ask-user-dock" className={cn('w-full', className)} {...props} />;
}

export { AskUserDock };
// The call's record in the timeline, and the test for an ask_user part of a message.
export { AskUserSummary, isAskUserPart } from 'question-dock/ai-sdk';
