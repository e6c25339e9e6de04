/**
 * The floor: the dock's look written by hand, the least a React app can do for the same three
 * questions and features. `useState` and the dock's stylesheet (its classes and data-state on plain
 * elements); no library, no store, no persistence, no invisible sizers. The radios and checkboxes
 * are native inputs drawn as the dock's controls (dock-look.css): the browser gives them their
 * group, arrow keys and checked state for free, and the key handling stays the original floor's.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/question-dock.css';
import './dock-look.css';
import {
  answered,
  Chat,
  Countdown,
  emptyDrafts,
  OTHER,
  pick,
  splitRecommended,
  toAnswers,
  typeOther,
  WORDS,
  type Draft,
} from './dock-look';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

function Prompt({ onSubmit }: { onSubmit: (answers: PeerAnswers) => void }) {
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState(() => emptyDrafts(QUESTIONS.map((q) => q.id)));
  const [collapsed, setCollapsed] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The question takes the keyboard as the dock's does: on arrival while focus rests on the page,
  // and at each step.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current || document.activeElement === document.body) body.current?.querySelector('input')?.focus();
    moved.current = true;
  }, [step]);
  const q = QUESTIONS[step]!;
  const d = drafts[q.id]!;
  const multi = q.multiSelect;
  const change = (next: (d: Draft) => Draft) => setDrafts((all) => ({ ...all, [q.id]: next(all[q.id]!) }));
  const last = step === QUESTIONS.length - 1;
  const go = () => (last ? onSubmit(toAnswers(drafts)) : setStep(step + 1));
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      setCollapsed(true);
      toggle.current?.focus();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && target.tagName !== 'BUTTON') {
      event.preventDefault();
      go();
      return;
    }
    const n = /^[1-9]$/.test(event.key) && target.getAttribute('type') !== 'text' ? Number(event.key) : 0;
    if (!n) return;
    if (n <= q.options.length) {
      event.preventDefault();
      change((d) => pick(d, q.options[n - 1]!.label, multi));
      body.current?.querySelectorAll('input')[n - 1]?.focus();
    } else if (n === q.options.length + 1) {
      event.preventDefault();
      body.current?.querySelector<HTMLInputElement>('.qd-other-input')?.focus();
    }
  };
  const state = (on: boolean) => (on ? 'checked' : 'unchecked');
  const control = (i: number, value: string) => ({
    id: `${id}${q.id}-${i}`,
    type: multi ? 'checkbox' : 'radio',
    name: q.id,
    className: 'qd-control',
    'data-state': state(d.selected.includes(value)),
    'data-checkbox': multi ? '' : undefined,
    'aria-keyshortcuts': String(i + 1),
    checked: d.selected.includes(value),
    onChange: () => change((d) => pick(d, value, multi)),
  });
  const otherOn = d.selected.includes(OTHER);
  const n = q.options.length;
  return (
    <form className="qd-panel" aria-label={WORDS.prompt} onKeyDown={onKeyDown} onSubmit={(e) => e.preventDefault()}>
      <div className="qd-panel-header">
        <span className="qd-chip" dir="auto">
          {q.header}
        </span>
        <div role="group" aria-label={WORDS.steps} className="qd-stepper">
          <span className="qd-step-count">{`${step + 1}/${QUESTIONS.length}`}</span>
          {QUESTIONS.map((s, i) => {
            const done = i !== step && answered(drafts[s.id]!);
            const label = WORDS.step(i + 1, QUESTIONS.length, s.header);
            return (
              <button
                key={s.id}
                type="button"
                className="qd-step"
                data-state={i === step ? 'current' : done ? 'answered' : 'unanswered'}
                aria-current={i === step ? 'step' : undefined}
                aria-label={label}
                title={label}
                onClick={() => setStep(i)}
              >
                {done && <span className="qd-step-check" aria-hidden="true" />}
              </button>
            );
          })}
        </div>
        <Countdown />
        <button
          ref={toggle}
          type="button"
          className="qd-icon-button"
          aria-expanded={!collapsed}
          aria-label={WORDS.minimize}
          title={WORDS.minimize}
          onClick={() => setCollapsed(!collapsed)}
        >
          <span className="qd-chevron" data-state={collapsed ? 'collapsed' : 'expanded'} aria-hidden="true" />
        </button>
      </div>
      <div key={q.id} ref={body} className="qd-question" hidden={collapsed}>
        <p id={`${id}q`} className="qd-question-text">
          <bdi>{q.question}</bdi>
          {multi && ' '}
          {multi && <span className="qd-note">{WORDS.multipleChoice}</span>}
        </p>
        <div role={multi ? 'group' : 'radiogroup'} className="qd-options" aria-labelledby={`${id}q`}>
          {q.options.map((o, i) => {
            const [text, recommended] = splitRecommended(o.label);
            const c = control(i, o.label);
            return (
              <div key={o.label} className="qd-option" data-state={c['data-state']} data-key={i + 1}>
                <input {...c} aria-describedby={o.description ? `${c.id}d` : undefined} />
                <label htmlFor={c.id} className="qd-option-label">
                  {text}
                  {recommended && ' '}
                  {recommended && <span className="qd-badge">{WORDS.recommended}</span>}
                </label>
                {o.description && (
                  <span id={`${c.id}d`} className="qd-option-description">
                    {o.description}
                  </span>
                )}
              </div>
            );
          })}
          <div className="qd-option qd-option-other" data-state={state(otherOn)} data-other="" data-key={n + 1}>
            <input {...control(n, OTHER)} />
            <label htmlFor={`${id}${q.id}-${n}`} className="qd-option-label">
              {WORDS.other}
            </label>
            <div className="qd-other" data-state={d.other ? 'filled' : 'empty'}>
              <label htmlFor={`${id}${q.id}-text`} className="qd-other-label">
                {WORDS.otherLabel(q.header)}
              </label>
              <input
                id={`${id}${q.id}-text`}
                type="text"
                className="qd-other-input"
                placeholder={WORDS.otherPlaceholder}
                value={d.other}
                onChange={(e) => change((d) => typeOther(d, e.target.value, multi))}
              />
            </div>
          </div>
        </div>
      </div>
      <div className="qd-footer" hidden={collapsed}>
        <button type="button" className="qd-button" data-variant="quiet" onClick={() => onSubmit({})}>
          {WORDS.skip}
        </button>
        <span className="qd-hint">{WORDS.hint(n, last ? WORDS.submit : WORDS.next)}</span>
        <button type="button" className="qd-button qd-back" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {WORDS.back}
        </button>
        <button type="button" className="qd-button" data-variant="primary" onClick={go}>
          {last ? WORDS.submit : WORDS.next}
        </button>
      </div>
    </form>
  );
}

const root = createRoot(document.getElementById('root')!);
let generation = 0;
window.peer = {
  submitted: null,
  async mount() {
    generation += 1;
    root.render(<Chat key={generation} prompt={(onSubmit) => <Prompt onSubmit={onSubmit} />} />);
    await nextPaint();
  },
  unmount() {
    root.render(null);
  },
};
