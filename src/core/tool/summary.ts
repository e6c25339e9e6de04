/**
 * Summaries as data and as plain text: the compact "Header: answer" record that stays in the chat
 * timeline after a prompt closes. What each question's answer is comes from answer/answers.ts.
 */
import { answersOf, draftOf } from '../answer/answers';
import type { AnswerMap, PromptStatus, QuestionDraft, ResolutionSource } from '../answer/types';
import type { Messages } from '../messages/types';
import { textMessages } from '../messages/en';
import { ownField } from '../request/guards';
import { RECOMMENDED_SUFFIX } from '../request/recommended';
import type { AskUserRequest } from '../request/types';
import type { QuestionState } from '../store/types';

/** One question of an {@link AnswerSummaryData}. */
export interface AnswerSummaryItem {
  /** The question's id. */
  readonly id: string;
  /** The question's header, the summary line's label. */
  readonly header: string;
  /** The question itself. */
  readonly question: string;
  /** Option labels and/or the person's own text; empty when not answered. Never a secret's value. */
  readonly answers: readonly string[];
  /** Set for a secret question: whether a value was given, and the store it went to. */
  readonly secret?: { readonly given: boolean; readonly storeName?: string };
  /**
   * What the person had picked or typed when the prompt expired or was cancelled: kept for them,
   * never sent to the agent. Absent when there was nothing, and always for a secret question.
   */
  readonly unsent?: readonly string[];
  /** The person's note on their answer, when they wrote one here (never on a secret question). */
  readonly note?: string;
  /** The person skipped this question on its own (a `skippable` one): its `answers` are empty. */
  readonly skipped?: true;
}

/** What a summary shows: how the prompt ended and the answer to each question. */
export interface AnswerSummaryData {
  /**
   * Where the prompt is: still open, or how it ended. `no_answer` only in a summary rebuilt from a
   * tool result that does not say whether the prompt was skipped, expired or cancelled.
   */
  readonly status: PromptStatus | 'no_answer';
  /** Who or what ended the prompt; `null` while it is still open, or when the record does not say. */
  readonly source: ResolutionSource | null;
  /** One per question, in order. */
  readonly items: readonly AnswerSummaryItem[];
}

/**
 * The summary of a prompt as data, for the timeline component or your own.
 *
 * Answered prompts show the answers that were sent (which may come from another tab or channel);
 * open prompts show the current drafts; skipped, expired and cancelled prompts show no answers.
 *
 * @example
 * const summary = summarize(store.getState());
 * summary.items.map((item) => `${item.header}: ${item.answers.join(', ')}`);
 */
export function summarize(state: QuestionState): AnswerSummaryData {
  const { status, resolution } = state;
  const result = resolution?.result;
  const sent = status === 'answered' && result?.status === 'answered' ? result.answers.answers : null;
  const open = status === 'pending' || status === 'submitting' || (status === 'answered' && !sent);
  // The prompt ended before the person could send: what they had is kept, marked as not sent.
  const lost = status === 'expired' || status === 'cancelled';
  // Notes are this UI's drafts: not those of an answer from elsewhere.
  const mine = open || resolution?.source === 'user';
  return {
    status,
    source: resolution?.source ?? null,
    items: summaryItems(state.request, sent, open ? state.drafts : null).map((item) => {
      const draft = draftOf(state.drafts, item.id);
      const unsent = lost && !item.secret ? answersOf(draft) : [];
      return { ...item, ...(unsent.length > 0 && { unsent }), ...(mine && draft?.note && { note: draft.note }) };
    }),
  };
}

/**
 * The items of a summary, one per question: the answers sent when there are some, else the drafts
 * of an open prompt, else none. A secret question says only whether a value was given; a question
 * skipped on its own is marked (sent as `[]` for a `skippable` question, or a skipped draft).
 */
export function summaryItems(
  request: AskUserRequest,
  sent: AnswerMap | null,
  drafts: Readonly<Record<string, QuestionDraft>> | null,
): AnswerSummaryItem[] {
  return request.questions.map(({ id, header, question, secret, skippable }) => {
    const item = { id, header, question };
    if (secret !== undefined)
      return {
        ...item,
        answers: [],
        secret: { given: sent !== null, ...(secret.store && { storeName: secret.store.name }) },
      };
    const draft = drafts ? draftOf(drafts, id) : undefined;
    const answers = sent ? [...((ownField(sent, id) as AnswerMap[string] | undefined) ?? [])] : answersOf(draft);
    // Skipped on its own: sent as `[]` for a skippable question, or a skipped draft.
    const skipped = answers.length === 0 && (sent ? skippable : draft?.skipped);
    return { ...item, answers, ...(skipped && { skipped }) };
  });
}

/**
 * The summary as plain text: one "Header: answer, answer" line per question when answered ("Skipped"
 * for a question skipped on its own, then "(Note: …)" when there is a note; after an
 * "Answered elsewhere" line when another tab or channel answered), otherwise the status word
 * (Skipped, Expired, Cancelled, "No longer available" when the gateway dropped the question, or
 * "No answer" for a rebuilt summary whose record does not say which).
 * An open prompt gives the lines of its current drafts.
 *
 * @param messages The words, e.g. `messagesTh`; English when absent.
 * @example
 * formatSummaryText(summarize(state));            // 'Target: Staging (Recommended)'
 * formatSummaryText(summarize(state), messagesTh); // 'ข้ามแล้ว' for a skipped prompt
 */
export function formatSummaryText(summary: AnswerSummaryData, messages?: Messages): string {
  const words = messages ?? textMessages;
  const word = summaryStatusWord(summary, words);
  if (summary.status !== 'answered' && word !== undefined) return word;
  const lines = summary.items.map(
    (item) => `${item.header}: ${summaryAnswerText(item, words)}${noteText(item.note, words)}`,
  );
  if (word !== undefined) lines.unshift(word);
  return lines.join('\n');
}

/** One item's answer as text: its answers, the secret notice (never the value), Skipped, or the no-answer mark. */
export function summaryAnswerText(
  item: AnswerSummaryItem,
  messages?: Pick<Messages, 'noAnswer' | 'secretGiven' | 'secretStored' | 'recommended' | 'skipped'>,
): string {
  const words = messages ?? textMessages;
  if (item.secret?.given)
    return item.secret.storeName !== undefined ? words.secretStored(item.secret.storeName) : words.secretGiven;
  if (item.answers.length === 0) return item.skipped ? words.skipped : words.noAnswer;
  // The agent's " (Recommended)" marker in the reader's language, as the timeline's badge shows it.
  return item.answers
    .map((answer) =>
      answer.endsWith(RECOMMENDED_SUFFIX)
        ? `${answer.slice(0, -RECOMMENDED_SUFFIX.length)} (${words.recommended})`
        : answer,
    )
    .join(', ');
}

/**
 * A summary line's note, after its answer: ` (Note: …)`, or `''` without one. `note` as the line
 * shows it (the timeline isolates its bidi controls).
 */
export const noteText = (note: string | undefined, messages?: Pick<Messages, 'note'>): string =>
  note ? ` (${(messages ?? textMessages).note}: ${note})` : '';

/**
 * The word a summary carries about how the prompt ended: Skipped, Expired, Cancelled, "No longer
 * available", "Answered elsewhere" or "No answer" (a rebuilt summary that cannot say which); none
 * for a prompt answered here or still open. Shared by
 * {@link formatSummaryText} and the timeline component, so both say the same.
 * @example
 * summaryStatusWord(summarize(state)); // 'Expired'
 */
export function summaryStatusWord(
  summary: Pick<AnswerSummaryData, 'status' | 'source'>,
  messages?: Pick<Messages, 'answeredElsewhere' | 'skipped' | 'expired' | 'cancelled' | 'unavailable' | 'notAnswered'>,
): string | undefined {
  const words = messages ?? textMessages;
  const { status, source } = summary;
  if (status === 'pending' || status === 'submitting') return undefined;
  if (status === 'answered') return source === 'elsewhere' ? words.answeredElsewhere : undefined;
  if (status === 'no_answer') return words.notAnswered;
  return words[source === 'unavailable' ? source : status];
}
