/**
 * What an `ask_user` call shows while the model is still writing it: the arguments as
 * far as they have arrived (a host's partial-JSON parser gives them, e.g. an AI SDK part in state
 * `input-streaming`), read leniently. Nothing here is an answerable prompt: that waits for the whole
 * input and normalizeAskUser.
 */
import { truncateGraphemes } from './graphemes';
import { isObject, ownField } from './guards';
import { HEADER_MAX_GRAPHEMES, MAX_OPTIONS, MAX_QUESTIONS } from './limits';

/** One question as far as it has arrived. */
export interface AskUserPreviewQuestion {
  /** The header so far (cut to 12 characters), `''` before it arrives. */
  readonly header: string;
  /** The question text so far, `''` before it arrives. */
  readonly question: string;
  /** The option labels known to be complete. */
  readonly options: readonly string[];
  /** `true` once the model said so. */
  readonly multiSelect: boolean;
}

/** The questions of a call still being written, for a read-only view. */
export interface AskUserPreview {
  readonly questions: readonly AskUserPreviewQuestion[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function listOf(value: unknown, max: number): unknown[] {
  return Array.isArray(value) ? value.slice(0, max) : [];
}

function previewQuestion(value: unknown, last: boolean): AskUserPreviewQuestion | null {
  if (!isObject(value)) return null;
  let labels = listOf(ownField(value, 'options'), MAX_OPTIONS).map((option) =>
    isObject(option) ? text(ownField(option, 'label')) : '',
  );
  // The field written last may be cut mid-word: while `options` is the last thing written, its last
  // option may be too (a partial-JSON parser closes the open string).
  if (last && Object.keys(value).at(-1) === 'options') labels = labels.slice(0, -1);
  return {
    header: truncateGraphemes(text(ownField(value, 'header')), HEADER_MAX_GRAPHEMES).text.trimEnd(),
    question: text(ownField(value, 'question')),
    options: labels.filter((label) => label !== ''),
    multiSelect: ownField(value, 'multiSelect') === true,
  };
}

/**
 * Reads the arguments of an `ask_user` call that is still being written: each question's header,
 * text and the options complete so far. Never throws; anything unreadable is left out. Show the
 * result read-only ("still being written") until the call's input is complete, then the prompt.
 * @example
 * // an AI SDK tool part while the model writes it
 * if (part.state === 'input-streaming') previewAskUser(part.input).questions[0]?.question;
 */
export function previewAskUser(partial: unknown): AskUserPreview {
  try {
    const items = isObject(partial) ? listOf(ownField(partial, 'questions'), MAX_QUESTIONS) : [];
    const questions = items.map((item, index) => previewQuestion(item, index === items.length - 1));
    return {
      questions: questions.filter(
        (q): q is AskUserPreviewQuestion => q !== null && (q.header !== '' || q.question !== ''),
      ),
    };
  } catch {
    // A Proxy or a throwing getter: nothing to show yet, never an exception in the page.
    return { questions: [] };
  }
}
