/** The word the agent puts in parentheses after the label of the option it recommends. */
export const RECOMMENDED_WORD = 'Recommended';

/** What the agent appends to the label of the option it recommends (the badge is drawn from it). */
export const RECOMMENDED_SUFFIX = ` (${RECOMMENDED_WORD})`;

/** The label without " (Recommended)", and whether it had it. The value sent stays the full label. */
export function splitRecommended(label: string): [text: string, recommended: boolean] {
  return label.endsWith(RECOMMENDED_SUFFIX) ? [label.slice(0, -RECOMMENDED_SUFFIX.length), true] : [label, false];
}
