/**
 * App code (listeners, callbacks) runs inside the library's own bookkeeping: one that throws must
 * not stop the others nor the delivery of a result. These helpers run it,
 * report what it threw and carry on.
 */

/** Where an isolated error goes: the `onError` option of the API concerned, else `console.error`. */
export type ErrorReporter = (error: unknown) => void;

/** The default reporter: `console.error`, with a prefix that says what threw. */
export function consoleReporter(what: string): ErrorReporter {
  return (error) => console.error(`[question-dock] ${what} threw; the others still ran.`, error);
}

/**
 * A non-fatal problem, for the developer (not the person): a store's, `syncAcrossTabs`'s or
 * `connectOpenClaw`'s, through their `onWarning`. Each part declares its codes beside the code that
 * emits them, with their English; `formatWarning` gives the line for a log.
 */
export interface Warning<Code extends string = string> {
  /** What happened, e.g. `persist_corrupt`. */
  readonly code: Code;
  /** What happened in English, with the detail, e.g. "Ignored saved answers that do not fit the question: question-dock:p1." */
  readonly message: string;
  /** The prompt concerned (the store's `promptId`, the gateway's question id), when there is one. */
  readonly promptId?: string;
  /** Specifics for the developer: the storage key, what did not fit, an error's text, a method, a version. */
  readonly detail?: string;
}

/** A part's warning codes in English: a sentence that the detail follows after a colon, or a function of the detail. */
export type WarningWords<Code extends string> = Readonly<Record<Code, string | ((detail: string) => string)>>;

/** `text` without its closing full stop, for a sentence that adds its own. */
export const withoutFullStop = (text: string): string => text.replace(/[\s.。]+$/u, '');

/** A warning of `code`, its message in the English of `words` (the part that emits it). */
export function warningOf<Code extends string>(
  words: WarningWords<Code>,
  warning: Omit<Warning<Code>, 'message'>,
): Warning<Code> {
  const sentence = words[warning.code];
  const said = withoutFullStop(warning.detail ?? '');
  const text = typeof sentence === 'function' ? sentence(said) : `${sentence}${said === '' ? '' : `: ${said}`}`;
  return { ...warning, message: `${text}.` };
}

/** The English warning line: the prompt, then the warning's own message. */
export const warningMessage = ({ promptId, message }: Warning): string =>
  `${promptId === undefined ? '' : `Prompt ${promptId}: `}${message}`;

/** The default `onWarning`: the warning's line on the console, with its code. */
export function consoleWarning(warning: Warning): void {
  console.warn(`[question-dock] ${warningMessage(warning)} (${warning.code})`);
}

/**
 * Development builds only: says on the console what went wrong and what the library does instead
 * (a misused API, a fallback a `catch` took). Bundlers replace `process.env.NODE_ENV`, so production
 * builds drop the call and its words, as React and TanStack Query do; without a bundler (no
 * `process`) it says nothing.
 */
export function devWarn(what: string, cause?: unknown): void {
  try {
    if (process.env.NODE_ENV !== 'production')
      console.warn(`[question-dock] ${what}`, ...(cause === undefined ? [] : [cause]));
  } catch {
    // No `process`: a page that loads the package as it is, as in production.
  }
}

/** Runs `run`; whatever it throws goes to `report` (which may not throw either). */
export function isolate(run: () => void, report: ErrorReporter): void {
  try {
    run();
  } catch (error) {
    try {
      report(error);
    } catch (thrown) {
      // A reporter that throws has nowhere left to report to but the console.
      devWarn('An onError reporter threw; what it was given and what it threw follow.', [error, thrown]);
    }
  }
}

/**
 * A thrown or rejected value as text, whatever it is: an Error's message, a string, or a
 * description when `toString` throws or does not exist (a null-prototype object).
 */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error && typeof value.message === 'string' && value.message !== '') return value.message;
  } catch {
    // A Proxy or a throwing getter: described below.
  }
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || typeof value !== 'object') {
    try {
      return String(value);
    } catch {
      return 'an unreadable value';
    }
  }
  try {
    const toString: unknown = (value as { toString?: unknown }).toString;
    const text: unknown = typeof toString === 'function' ? (toString as () => unknown).call(value) : undefined;
    if (typeof text === 'string' && text !== '[object Object]') return text;
  } catch {
    // toString throws: fall through.
  }
  return 'an unreadable error';
}
