import { previewAskUser } from '../../core';
import { splitRecommended, stillWritingText } from '../../core/internal';
import type { Messages } from '../../core';

/**
 * An `ask_user` call the model is still writing, read-only: the first question's header, text and
 * the options complete so far, and "still being written". Nothing in it can be picked, typed or
 * sent; the dock shows the prompt in its place once the input is complete.
 */
export function StreamingPreview({ request, messages }: { request: unknown; messages: Messages }) {
  const { questions } = previewAskUser(request);
  const first = questions[0];
  return (
    <section
      role="region"
      aria-label={messages.promptLabel}
      aria-busy="true"
      className="qd-panel"
      data-state="streaming"
    >
      {/* Each part appears as it arrives: no empty chip, bar or list ("list, 0 items") before. */}
      {(first?.header || questions.length > 1) && (
        <div className="qd-panel-header">
          {first?.header && (
            <span className="qd-chip" dir="auto">
              {first.header}
            </span>
          )}
          {questions.length > 1 && <span className="qd-step-count">{messages.stepOf(1, questions.length)}</span>}
        </div>
      )}
      <div className="qd-question">
        <p className="qd-question-text">
          <bdi>{first?.question}</bdi>
          {first?.multiSelect && <span className="qd-note"> {messages.multipleChoice}</span>}
        </p>
        {first && first.options.length > 0 && (
          <ul className="qd-options qd-preview-options">
            {first.options.map((label, index) => {
              // As the prompt will show it: the " (Recommended)" marker as a badge.
              const [text, recommended] = splitRecommended(label);
              return (
                <li key={index} className="qd-option">
                  <span className="qd-option-label">
                    <bdi>{text}</bdi>
                    {recommended && ' '}
                    {recommended && <span className="qd-badge">{messages.recommended}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p role="status" className="qd-preview-status">
        {stillWritingText(messages)}
      </p>
    </section>
  );
}
