/** The options of one question: each read, checked and compared with the others. */
import { truncateGraphemes } from './graphemes';
import { LABEL_MAX_GRAPHEMES } from './limits';
import {
  addError,
  addWarning,
  checkCount,
  expected,
  fieldPath,
  isBlank,
  optional,
  quote,
  readObject,
  reportUnknownKeys,
  requiredList,
  requiredText,
  UNREADABLE,
  type Collector,
  type Snapshot,
} from './normalize-read';
import type { AskUserOption } from './types';
import { textKey } from './unicode';

// "Other", "Other (please specify)", Thai "อื่นๆ" / "อื่น ๆ" / "อื่น": the UI always adds its own.
// Tested against the label's comparison key, so "Other\u200B" or "ＯTHER" variants are caught too.
const OTHER_LABEL = /^(?:other|อื่น(?:\s*ๆ)?)(?:\s*\([\s\S]*\))?$/i;

const OPTION_KEYS = ['label', 'description'] as const;
/** An option's keys where the contract takes previews. */
const PREVIEW_OPTION_KEYS = [...OPTION_KEYS, 'preview'] as const;

/** One option, from its snapshot; `null` when it has errors. */
function normalizeOption(
  c: Collector,
  fields: Snapshot,
  path: string,
  label: string | null,
  { anyLength }: OptionRules,
): AskUserOption | null {
  const errorsBefore = c.errors.length;
  const max = LABEL_MAX_GRAPHEMES;
  if (label !== null && !anyLength && truncateGraphemes(label, max).truncated) {
    addError(c, fieldPath(path, 'label'), 'label_too_long', `must be at most ${max} characters: ${quote(label)}`);
  }
  const option: { label: string; description?: string; preview?: string } = { label: label ?? '' };
  for (const key of ['description', 'preview'] as const) {
    const raw = optional(fields, key);
    if (raw !== undefined && typeof raw !== 'string') expected(c, fieldPath(path, key), 'a string', raw);
    // Blank text is dropped, not an error: it carries no information. A description is trimmed; a
    // preview (a mockup, a snippet) is kept as the agent wrote it, whitespace being its layout.
    else if (raw !== undefined && !isBlank(raw)) option[key] = key === 'preview' ? raw : raw.trim();
  }
  return label === null || c.errors.length > errorsBefore ? null : option;
}

/** How {@link normalizeOptions} reads a question's options. */
export interface OptionRules {
  /** At least this many (a secret question may have none). */
  readonly min: number;
  /** At most this many. */
  readonly max: number;
  /** No options at all is fine too (a free-text question), but one is still too few. */
  readonly orNone: boolean;
  /** A label may be of any length (its card wraps a long one, and so does the dock). */
  readonly anyLength: boolean;
  /** An option may carry a `preview`. */
  readonly previews: boolean;
  /** The question takes only its options (no Other row is added), so an "Other" option is one of them. */
  readonly keepOther: boolean;
}

/**
 * The `options` field of a question: an agent-supplied "Other" option removed (with a warning)
 * where the UI adds its own, the count checked, each label unique (and not a lookalike of
 * another); `null` when unreadable.
 */
export function normalizeOptions(
  c: Collector,
  fields: Snapshot,
  base: string,
  rules: OptionRules,
): AskUserOption[] | null {
  const { min, orNone, keepOther } = rules;
  const keys = rules.previews ? PREVIEW_OPTION_KEYS : OPTION_KEYS;
  const found = requiredList(c, fields, base, 'options');
  if (found === null) return null;
  const kept: Array<{ fields: Snapshot | null; path: string }> = [];
  let removed = 0;
  for (const [index, value] of found.items.entries()) {
    if (value === UNREADABLE) continue;
    const path = `${found.path}[${index}]`;
    const option = readObject(c, value, path, 'an object with a "label"', keys);
    // The same snapshot decides whether it is an "Other" option and what the option becomes.
    const label = option?.fields.get('label');
    if (!keepOther && typeof label === 'string' && OTHER_LABEL.test(textKey(label))) {
      removed += 1;
      addWarning(
        c,
        path,
        'other_option_removed',
        `removed ${quote(label.trim())}: a free-text "Other" answer is always added`,
      );
      continue;
    }
    if (option !== null) reportUnknownKeys(c, path, option.unknownKeys, keys);
    kept.push({ fields: option?.fields ?? null, path });
  }
  const note = removed > 0 ? ` (after removing ${removed} "Other" option${removed === 1 ? '' : 's'})` : '';
  const count = kept.length + (found.length - found.items.length) + found.unreadable;
  checkCount(c, found.path, 'options', count, orNone && count === 0 ? 0 : min, rules.max, note);

  const options: AskUserOption[] = [];
  const seen = new Map<string, { path: string; label: string }>();
  for (const { fields: option, path } of kept) {
    if (option === null) continue;
    const label = requiredText(c, option, path, 'label');
    const normalized = normalizeOption(c, option, path, label, rules);
    if (label === null) continue;
    // Labels that look the same to the person are one label (NFC, invisible characters, case).
    const key = textKey(label);
    const first = seen.get(key);
    if (first !== undefined) {
      if (first.label.toLowerCase() === label.toLowerCase()) {
        addError(
          c,
          `${path}.label`,
          'duplicate_label',
          `${quote(label)} repeats ${first.path}.label (labels are compared trimmed and case-insensitively)`,
        );
      } else {
        addError(
          c,
          `${path}.label`,
          'lookalike_label',
          `${quote(label)} looks the same as ${first.path}.label ${quote(first.label)}: they differ only in invisible characters or Unicode form`,
        );
      }
      continue;
    }
    seen.set(key, { path, label });
    if (normalized !== null) options.push(Object.freeze(normalized));
  }
  return options;
}
