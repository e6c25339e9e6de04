/**
 * The plain-text bridge for channels without buttons, reading half: the person's free-text reply
 * parsed back into answers by option
 * number, option label or their own words (prompt-text.ts writes the prompt). This module splits
 * the reply between the questions; value.ts reads each answer, keys.ts the keyed lines.
 *
 * Two rules keep wrong answers from reaching the agent: an exact label always
 * beats every other reading (the label "2" beats option number 2), and a reply that could mean two
 * things is refused with an `ambiguous_*` issue instead of guessed. Parsing is linear in the length
 * of the reply: plain scans, and no regular expression that can backtrack, so a crafted reply
 * cannot stall the page.
 */
import type { ReplyMessages } from '../messages/types';
import { keyIndex, labelOwners, lineEnd, linesOf, looksLikeKey, readKey, type KeyIndex } from './keys';
import {
  excerpt,
  matchOption,
  MAX_LINES,
  pieceOf,
  questionInfo,
  recommendedWords,
  report,
  type Collector,
  type ParseContext,
  type ParseReplyResult,
  type QuestionInfo,
} from './match';
import { parseValue } from './value';
import type { AskUserRequest } from '../request/types';
import { keyWithin } from '../request/unicode';

/**
 * Reads a plain-text reply into answers.
 *
 * - One question: the whole reply as a label first (exact, then ignoring case, NFC/NFD, invisible
 *   characters and "(Recommended)"), then a `key: value` line naming the question, then an option
 *   number 1..N (ASCII or Thai digits, "2", "2." or "2)"); otherwise the text is the person's own answer.
 * - Multi-select: parts split on `,` `;` or line breaks, each read as above; a label that itself
 *   holds a comma stays whole; URLs stay whole; duplicates dropped, order kept.
 * - Several questions: lines `key: value` (also `key = value`, `key - value`) where key is the id,
 *   the header or the number; other lines answer the remaining questions in order, and a blank line
 *   keeps its place (that question is then unanswered). A line that is a label of the question at
 *   its position (line N answers question N) or of the question its key names is that label; other
 *   key readings come after.
 * - Anything that could mean two things is refused (`ambiguous_option`, `ambiguous_key`), never guessed.
 *
 * Values are the exact option labels of the request, or the person's own text. Issues carry codes;
 * `formatReplyIssue` turns them into sentences.
 *
 * @param messages The words, e.g. `replyMessagesTh`: their word for "Recommended" may be left out of
 *   a label, as the English and Thai ones may.
 * @example
 * parseTextReply(request, '1');                          // { ok: true, answers: { deploy_target: ['Staging (Recommended)'] } }
 * parseTextReply(request, 'target: prod\nchecks: 1, 3'); // keyed lines, by header
 * parseTextReply(request, '');                           // { ok: false, errors: [{ code: 'empty', path: '' }] }
 */
export function parseTextReply(request: AskUserRequest, text: string, messages?: ReplyMessages): ParseReplyResult {
  const collector: Collector = { issues: [] };
  const questions = request.questions;
  const reply = typeof text === 'string' ? text : '';
  if (keyWithin(reply, 0) === '' || questions.length === 0) {
    return { ok: false, errors: [{ code: 'empty', path: '' }] };
  }
  const words = recommendedWords(messages);
  const infos = questions.map((question) => questionInfo(question, words));
  const maxKey = Math.max(0, ...infos.flatMap((info) => info.options.map((option) => option.key.length)));
  const context: ParseContext = { words, maxKey };
  const keys = keyIndex(questions);

  const values =
    questions.length === 1
      ? [singleValue(infos[0] as QuestionInfo, reply, keys, context)]
      : lineValues(infos, reply, keys, context, collector);

  const answers: Array<[string, string[]]> = [];
  infos.forEach((info, index) => {
    const value = values[index];
    // `null`: this question's slot was already reported (unknown or ambiguous key).
    if (value === null) return;
    const parsed = parseValue(info, value ?? '', context, collector);
    if (parsed === null) return;
    if (parsed.length === 0) {
      if (questions.length === 1) report(collector, { code: 'empty', path: '' });
      else report(collector, { code: 'missing', path: info.question.id, questionId: info.question.id });
    }
    answers.push([info.question.id, parsed]);
  });
  if (collector.issues.length > 0) return { ok: false, errors: collector.issues };
  // fromEntries defines own properties, so no id can reach a prototype.
  return { ok: true, answers: Object.fromEntries(answers) };
}

/** The text answering a lone question: the whole reply, or the value of a key line naming it. */
function singleValue(info: QuestionInfo, reply: string, keys: KeyIndex, context: ParseContext): string {
  // "Note: later" as a label beats "Note" as a key.
  if (matchOption(info, pieceOf(reply, context), context, false).kind !== 'none') return reply;
  const trimmed = reply.trim();
  const firstLine = trimmed.slice(0, lineEnd(trimmed));
  const reading = readKey(firstLine, keys);
  if (reading.kind !== 'one') return reply;
  // The value runs from the separator to the end of the reply: later lines belong to it.
  return reading.value + trimmed.slice(firstLine.length);
}

/**
 * The text answering each of several questions (`undefined`: none given; `null`: its slot held a
 * line already reported). Keyed lines go to their question; the rest fill the others in order.
 */
function lineValues(
  infos: readonly QuestionInfo[],
  reply: string,
  keys: KeyIndex,
  context: ParseContext,
  collector: Collector,
): Array<string | null | undefined> {
  // Trailing blank lines are an artefact of the chat input, not unanswered questions.
  const lines = linesOf(reply.trimEnd(), MAX_LINES + 1);
  if (lines.length > MAX_LINES) {
    report(collector, { code: 'too_many_lines', path: 'lines' });
    return infos.map(() => null);
  }

  const positional: Array<string | null> = [];
  const keyed = new Map<number, string[]>();
  const addKeyed = (question: number, value: string): void => {
    keyed.set(question, [...(keyed.get(question) ?? []), value]);
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      positional.push(line);
      return;
    }
    const reading = readKey(line, keys);
    const owners = labelOwners(infos, line, context);
    if (reading.kind !== 'none' && owners.includes(index)) {
      // A label of the question at the line's own position is that label, before any key reading:
      // "2 - Pro" on line 1 is question 1's option, not "question 2 = Pro".
      addKeyed(index, line);
    } else if (reading.kind === 'many') {
      report(collector, {
        code: 'ambiguous_key',
        path: `lines[${index}]`,
        detail: excerpt(reading.key),
        candidates: reading.questions.map((q) => (infos[q] as QuestionInfo).question.id),
      });
      positional.push(null);
    } else if (reading.kind === 'one') {
      const others = owners.filter((owner) => owner !== reading.question);
      if (others.length > 0) {
        // "Env: prod" is a key line for "Env" and a label of another question: refuse, never guess.
        const candidates = [reading.question, ...others].map((q) => (infos[q] as QuestionInfo).question.id);
        report(collector, { code: 'ambiguous_key', path: `lines[${index}]`, detail: excerpt(line), candidates });
        positional.push(null);
      } else {
        // A line that is the keyed question's own label is that label, whole.
        addKeyed(reading.question, owners.length > 0 ? line : reading.value);
      }
    } else if (owners.length === 0 && looksLikeKey(line, reading.first)) {
      const key = line.slice(0, reading.first?.at ?? 0);
      report(collector, { code: 'unknown_key', path: `lines[${index}]`, detail: excerpt(key) });
      positional.push(null);
    } else {
      positional.push(line);
    }
  });

  const values: Array<string | null | undefined> = infos.map(() => undefined);
  for (const [question, texts] of keyed) {
    // A multi-select question may be given over several keyed lines; otherwise the last one wins.
    values[question] = (infos[question] as QuestionInfo).question.multiSelect
      ? texts.join('\n')
      : texts[texts.length - 1];
  }
  const free = infos.map((_, index) => index).filter((index) => !keyed.has(index));
  if (positional.length > free.length) report(collector, { code: 'too_many_lines', path: 'lines' });
  free.forEach((question, slot) => {
    if (slot < positional.length) values[question] = positional[slot];
  });
  return values;
}
