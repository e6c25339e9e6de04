import { memo } from 'react';
import type { AskUserQuestion, Messages } from '../../core';
import { ownAnswerField, splitRecommended } from '../../core/internal';

/**
 * An invisible copy of a question's layout, stacked under the visible step in one grid cell: the
 * panel is as tall as its tallest step from the start, so its top edge stays put across steps.
 * One element per row and none for the question text or the list (their text through CSS `attr()`, so
 * it is not in the document's text or the accessibility tree; the stylesheet draws the question as the
 * sizer's ::before and spaces the rows as the list does), and memoized: the sizers mount with the panel
 * and a step change leaves them be.
 */
export const QuestionSizer = /* @__PURE__ */ memo(function QuestionSizer({
  question,
  messages,
}: {
  question: AskUserQuestion;
  messages: Messages;
}) {
  const note = question.multiSelect ? ` ${messages.multipleChoice}` : '';
  const field = ownAnswerField(question);
  return (
    <div className="qd-question qd-sizer" aria-hidden="true" data-text={question.question + note}>
      {question.options.map((o) => {
        const [text, recommended] = splitRecommended(o.label);
        return (
          <div
            key={o.label}
            className="qd-option"
            data-text={recommended ? `${text} ${messages.recommended}` : text}
            data-note={o.description}
          />
        );
      })}
      {(field === 'other' || field === 'text') && <div className="qd-option" data-text={messages.other} />}
    </div>
  );
});
