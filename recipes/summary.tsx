/**
 * Shared by the recipes: the timeline record of a finished `ask_user` call when the dock's own
 * summary is not at hand (after a reload, or a remounted thread). Copy it along with a recipe.
 */
import {
  AnswerSummary,
  messages as defaultMessages,
  normalizeAskUser,
  type AnswerSummaryData,
  type Messages,
  type ToolResult,
} from '../src/index';

/** Props of {@link AskUserResultSummary}. */
export interface AskUserResultSummaryProps {
  /** The call's arguments (the raw `ask_user` request). */
  readonly request: unknown;
  /** The call's result (`ToolResult`). */
  readonly result: unknown;
  /** The dock's summary, when kept: the only record of skipped vs expired vs cancelled. */
  readonly summary?: AnswerSummaryData | undefined;
  readonly strings?: Messages | undefined;
}

/**
 * The dock's summary when known. Otherwise rebuilt from the call: an answered result shows its
 * answers; `no_answer` shows each question unanswered and no status word, because the result alone
 * cannot say whether it was skipped, expired or cancelled (DESIGN.md: never blur the three).
 */
export function AskUserResultSummary({
  request,
  result,
  summary,
  strings = defaultMessages,
}: AskUserResultSummaryProps) {
  if (summary) return <AnswerSummary summary={summary} messages={strings} />;
  const normalized = normalizeAskUser(request);
  if (!normalized.ok) return null;
  const output = result as ToolResult | undefined;
  const answers = output?.status === 'answered' ? output.answers.answers : undefined;
  const items = normalized.request.questions.map((q) => ({
    id: q.id,
    header: q.header,
    question: q.question,
    answers: answers?.[q.id] ?? [],
  }));
  if (answers) return <AnswerSummary summary={{ status: 'answered', source: null, items }} messages={strings} />;
  return (
    <div role="group" aria-label={strings.summaryLabel} className="qd-summary" data-state="no_answer">
      <ul className="qd-summary-list">
        {items.map((item) => (
          <li key={item.id}>
            <span className="qd-summary-header">{item.header}:</span> {strings.noAnswer}
          </li>
        ))}
      </ul>
    </div>
  );
}
