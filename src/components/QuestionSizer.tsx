import type { AskUserQuestion, Messages } from '../core';
import { recommendedLabel } from './OptionList';

/**
 * An invisible copy of a question's layout (text through CSS `attr()`, so it is not in the
 * document's text or accessibility tree), stacked under the visible step in one grid cell: the
 * panel is as tall as its tallest step from the start, so its top edge stays put across steps.
 */
export function QuestionSizer({ question, messages }: { question: AskUserQuestion; messages: Messages }) {
  const note = question.multiSelect ? ` ${messages.multipleChoice}` : '';
  return (
    <div className="qd-question qd-sizer" aria-hidden="true">
      <p className="qd-question-text" data-text={question.question + note} />
      <div className="qd-options">
        {question.options.map((o) => {
          const [text, recommended] = recommendedLabel(o.label);
          return (
            <div key={o.label} className="qd-option">
              <span className="qd-control" />
              <span className="qd-option-text">
                <span className="qd-option-label" data-text={recommended ? `${text} ${messages.recommended}` : text} />
                {o.description && <span className="qd-option-description" data-text={o.description} />}
              </span>
              <span className="qd-key" />
            </div>
          );
        })}
        {!question.secret && (
          <div className="qd-option">
            <span className="qd-control" />
            <span className="qd-option-text">
              <span className="qd-option-label" data-text={messages.other} />
            </span>
            <span className="qd-key" />
          </div>
        )}
      </div>
    </div>
  );
}
