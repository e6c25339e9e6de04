/**
 * The plain-text bridge's words towards the person: the prompt as readable text for channels
 * without buttons, and a reply's issues as sentences. Reading the reply is parse.ts's job.
 */
import type { ReplyMessages } from '../messages/types';
import { replyMessages, replyNotAnOption } from '../messages/en';
import { MAX_PARTS, type ReplyIssue } from './match';
import type { AskUserRequest } from '../request/types';
import { plainLine } from '../request/unicode';
import { ownAnswerField } from '../answer/own-answer';

/**
 * The prompt as readable plain text, for channels with no buttons: each question with its header,
 * numbered options ("1. Label — description"), a note on multi-select questions, then how to reply
 * and that a reply in the person's own words is welcome (a free-text question, with no options,
 * says "Reply with your answer."). Every agent string is kept on its own line
 * (line breaks become spaces, so a label cannot forge an option line) and bidi-isolated.
 *
 * @param messages The words, e.g. `replyMessagesTh`; English (`replyMessages`) when absent.
 * @example
 * formatPromptText(request);
 * // Target: Where should I deploy?
 * // 1. Staging (Recommended) — Safe first step
 * // 2. Production
 * //
 * // Reply with the number or the name of an option.
 * // Or reply with your own answer in your own words.
 */
export function formatPromptText(request: AskUserRequest, messages?: ReplyMessages): string {
  const words = messages ?? replyMessages;
  const questions = request.questions;
  const many = questions.length > 1;
  const lines: string[] = [];
  questions.forEach((question, index) => {
    const number = many ? `${index + 1}. ` : '';
    const note = question.multiSelect ? ` ${words.multipleChoice}` : '';
    lines.push(`${number}${plainLine(question.header)}: ${plainLine(question.question)}${note}`);
    // With several questions, options are indented under their numbered question.
    const indent = many ? '   ' : '';
    question.options.forEach((option, optionIndex) => {
      const description = option.description === undefined ? '' : ` — ${plainLine(option.description)}`;
      lines.push(`${indent}${optionIndex + 1}. ${plainLine(option.label)}${description}`);
    });
  });
  lines.push('');
  const multi = questions.some((question) => question.multiSelect);
  // Free-text questions (no options) are answered in the person's words only.
  const choices = questions.some((question) => question.options.length > 0);
  if (many) lines.push(words.replyHintMany);
  if (multi) lines.push(words.replyHintMulti);
  else if (!many) lines.push(choices ? words.replyHintSingle : words.replyHintText);
  if (questions.some((question) => question.options.length > 0 && ownAnswerField(question) !== undefined))
    lines.push(words.otherHint);
  return lines.join('\n');
}

/**
 * A {@link ReplyIssue} as a sentence to send back to the person.
 * @param messages The words, e.g. `replyMessagesTh`; English (`replyMessages`) when absent.
 * @example
 * const parsed = parseTextReply(request, reply);
 * if (!parsed.ok) send(parsed.errors.map((issue) => formatReplyIssue(issue, request, replyMessagesTh)).join('\n'));
 */
export function formatReplyIssue(issue: ReplyIssue, request: AskUserRequest, messages?: ReplyMessages): string {
  const words = messages ?? replyMessages;
  const headerOf = (id: string | undefined): string =>
    request.questions.find((question) => question.id === id)?.header ?? id ?? '';
  const detail = issue.detail ?? '';
  switch (issue.code) {
    case 'empty':
      return words.replyEmpty;
    case 'missing':
      return words.replyMissing(headerOf(issue.questionId));
    case 'unknown_key':
      return words.replyUnknownKey(detail);
    case 'too_many_lines':
      return words.replyTooManyLines(request.questions.length);
    case 'too_many_parts':
      return words.replyTooManyParts(MAX_PARTS);
    case 'ambiguous_option':
      return words.replyAmbiguousOption(detail, issue.candidates ?? []);
    case 'not_an_option':
      return (words.replyNotAnOption ?? replyNotAnOption)(detail, issue.candidates ?? []);
    case 'ambiguous_key':
      return words.replyAmbiguousKey(detail, (issue.candidates ?? []).map(headerOf));
  }
}
