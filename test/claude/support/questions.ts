/**
 * AskUserQuestion input as the model writes it, and the texts the CLI 2.1.337 writes back to the
 * model (pinned by the contract tests: a change in the CLI shows up as a failing test here).
 */

/** One question; each option described by its own label. */
export const question = (text: string, labels: readonly string[] = ['Red', 'Blue'], more: object = {}) => ({
  question: text,
  header: 'Choice',
  options: labels.map((label) => ({ label, description: `${label}.` })),
  multiSelect: false,
  ...more,
});

export const color = question('Which color?');
export const size = question('Which size?', ['Small', 'Large']);
export const toppings = question('Which toppings?', ['Cheese', 'Olives', 'Basil'], { multiSelect: true });

/** As many questions as Claude asks at once, each under its own header. */
export const fourQuestions = [
  question('Which color?', ['Red', 'Blue'], { header: 'Color' }),
  question('Which size?', ['Small', 'Large'], { header: 'Size' }),
  question('Which shade?', ['Light', 'Dark'], { header: 'Shade' }),
  question('Which finish?', ['Matte', 'Gloss'], { header: 'Finish' }),
];

/** A single-choice question whose options carry previews: each label's preview, in order. */
export const previewed = (text: string, previews: Readonly<Record<string, string>>) => ({
  ...question(text, Object.keys(previews), { header: 'Layout' }),
  options: Object.entries(previews).map(([label, preview]) => ({ label, description: `${label}.`, preview })),
});

/** Previews in markdown (the CLI's default `previewFormat`). */
export const layout = previewed('Which layout?', { Grid: '[a][b]\n[c][d]', List: '[a]\n[b]' });

/** Previews in HTML (`previewFormat: 'html'`: the CLI refuses one without a tag). */
export const htmlLayout = previewed('Which layout?', {
  Grid: '<div style="display:grid">Grid of cards</div>',
  List: '<ul><li>List of rows</li></ul>',
});

/** When every answer is an option label (or several, joined by ", "), with no notes and no skip (a preview picked keeps it). */
export const chose = (pairs: string): string =>
  `Your questions have been answered: ${pairs}. You can now continue with these answers in mind.`;

/** When an answer is the person's own text, carries notes, or a question was skipped. */
export const wrote = (pairs: string): string =>
  `The user answered: ${pairs}. Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.`;

/** What follows the answers when the person skipped question `position` (1-based) on its own. */
export const skippedQuestion = (position: number): string =>
  ` The user skipped question ${position}; a skip is not a yes.`;

/** When no question has an answer. */
export const NO_ANSWER = 'The user did not answer the questions.';

/** The tool result of a tool use the turn was stopped at (an interrupt, or a deny with `interrupt`). */
export const REJECTED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

/** The text that follows it in the next user message. */
export const INTERRUPTED = '[Request interrupted by user for tool use]\n';
