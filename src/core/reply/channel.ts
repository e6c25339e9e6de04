/**
 * Chat channels with native buttons (Telegram, Discord, Slack): a tap is the quickest answer there.
 * One single-select question that is not secret goes out as buttons, one per option plus "Other"
 * (which asks for a typed reply); anything else goes out as the readable text of formatPromptText
 * and comes back through parseTextReply. Pure data both ways: the bot builds its own keyboard.
 */
import type { ReplyMessages } from '../messages/types';
import { replyMessages } from '../messages/en';
import { formatPromptText } from './prompt-text';
import type { AnswerMap } from '../answer/types';
import type { AskUserRequest } from '../request/types';
import { plainLine } from '../request/unicode';
import { ownAnswerField } from '../answer/own-answer';

/** One native button: what it shows and the value the channel sends back when it is pressed. */
export interface ChannelButton {
  /** The option's label (one line, bidi-isolated), or the "Other" word. */
  readonly label: string;
  /** Stable for the same request: `qd:1` … `qd:4` for the options, `qd:other` for "Other". Short, so you can prefix your own prompt id (Telegram allows 64 bytes). */
  readonly value: string;
}

/**
 * How a prompt goes to a chat channel: `buttons` (the text above them, one button per option and a
 * last "Other" button, none for a question with `allowOther: false`; send `otherReply` when "Other"
 * is pressed) or `text` (the whole prompt as
 * readable text; read the reply with `parseTextReply`).
 */
export type ChannelPrompt =
  | {
      readonly kind: 'buttons';
      readonly text: string;
      readonly buttons: readonly ChannelButton[];
      /** What to send when "Other" is pressed: it asks for a typed reply. */
      readonly otherReply: string;
    }
  | { readonly kind: 'text'; readonly text: string };

const PREFIX = 'qd:';
const OTHER_BUTTON = `${PREFIX}other`;

/** The one question a prompt can show as buttons, if it has one. */
function buttonQuestion(request: AskUserRequest) {
  const questions = request.questions;
  if (questions.length !== 1) return undefined;
  const question = questions[0];
  if (!question || question.multiSelect || question.secret !== undefined || question.options.length === 0)
    return undefined;
  return question;
}

/**
 * How to send `request` to a chat channel: native buttons for one single-select question that is
 * not secret, else the readable text of `formatPromptText` (several questions, multi-select and
 * secret questions keep the structure only in text).
 *
 * @param messages The words, e.g. `replyMessagesTh`; English (`replyMessages`) when absent.
 * @example
 * const prompt = channelPrompt(request);
 * if (prompt.kind === 'text') await bot.sendMessage(chatId, prompt.text);
 * else await bot.sendMessage(chatId, prompt.text, {
 *   reply_markup: { inline_keyboard: prompt.buttons.map((b) => [{ text: b.label, callback_data: `${callId}|${b.value}` }]) },
 * });
 */
export function channelPrompt(request: AskUserRequest, messages?: ReplyMessages): ChannelPrompt {
  const words = messages ?? replyMessages;
  const question = buttonQuestion(request);
  if (!question) return { kind: 'text', text: formatPromptText(request, words) };
  const lines = [`${plainLine(question.header)}: ${plainLine(question.question)}`];
  // Buttons show labels only: descriptions go in the text above them.
  for (const option of question.options)
    if (option.description !== undefined) lines.push(`• ${plainLine(option.label)} — ${plainLine(option.description)}`);
  const buttons = question.options.map((option, index) => ({
    label: plainLine(option.label),
    value: `${PREFIX}${index + 1}`,
  }));
  return {
    kind: 'buttons',
    text: lines.join('\n'),
    buttons:
      ownAnswerField(question) === undefined
        ? buttons
        : [...buttons, { label: words.otherButton, value: OTHER_BUTTON }],
    otherReply: words.otherReply,
  };
}

/**
 * The way back from a pressed button of {@link channelPrompt}: the answers for the tool result, or
 * `needs_typed_reply` for "Other" (send `otherReply`, then read the person's next message with
 * `parseTextReply`), or `unknown_button` for a value that is not one of this prompt's buttons (a
 * stale or crafted callback, or a prompt that went out as text). Never throws.
 * @example
 * const read = readChannelButton(request, value);
 * if (read.ok) resolve({ status: 'answered', answers: { answers: read.answers } });
 * else if (read.code === 'needs_typed_reply') await bot.sendMessage(chatId, prompt.otherReply);
 */
export function readChannelButton(
  request: AskUserRequest,
  value: unknown,
):
  | { readonly ok: true; readonly answers: AnswerMap }
  | { readonly ok: false; readonly code: 'needs_typed_reply' | 'unknown_button' } {
  const question = buttonQuestion(request);
  if (!question || typeof value !== 'string') return { ok: false, code: 'unknown_button' };
  if (value === OTHER_BUTTON)
    return ownAnswerField(question) === undefined
      ? { ok: false, code: 'unknown_button' }
      : { ok: false, code: 'needs_typed_reply' };
  const digits = value.startsWith(PREFIX) ? value.slice(PREFIX.length) : '';
  // Only the exact values channelPrompt wrote: "qd:1", never "qd:01", "qd:1.0" or "qd: 1".
  const index = /^[1-9]\d?$/.test(digits) ? Number(digits) - 1 : -1;
  const option = index >= 0 ? question.options[index] : undefined;
  if (!option) return { ok: false, code: 'unknown_button' };
  // fromEntries: an id such as "__proto__" is an own key, never the prototype.
  return { ok: true, answers: Object.fromEntries([[question.id, [option.label]]]) };
}
