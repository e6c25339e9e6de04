/**
 * The floor: a hand-written prompt with native inputs (~100 lines), the least a React app can do
 * for the same three questions and features. No library, no store, no persistence.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

function Prompt({ onSubmit }: { onSubmit: (answers: PeerAnswers) => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<PeerAnswers>(() =>
    Object.fromEntries(QUESTIONS.map((q) => [q.id, { selected: [], other: '' }])),
  );
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // The next question takes focus (not on mount: the page decides where focus starts).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) fieldset.current?.querySelector('input')?.focus();
    moved.current = true;
  }, [step]);
  const q = QUESTIONS[step]!;
  const a = answers[q.id]!;
  const update = (patch: Partial<PeerAnswers[string]>) =>
    setAnswers((all) => ({ ...all, [q.id]: { ...all[q.id]!, ...patch } }));
  const pick = (label: string) =>
    update({
      selected: q.multiSelect
        ? a.selected.includes(label)
          ? a.selected.filter((l) => l !== label)
          : [...a.selected, label]
        : [label],
    });
  const last = step === QUESTIONS.length - 1;
  const go = () => (last ? onSubmit(answers) : setStep(step + 1));
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.shiftKey && target.tagName !== 'BUTTON') {
      event.preventDefault();
      go();
      return;
    }
    const n = /^[1-9]$/.test(event.key) && target.getAttribute('type') !== 'text' ? Number(event.key) : 0;
    if (!n) return;
    const inputs = event.currentTarget.querySelectorAll<HTMLInputElement>('fieldset input');
    if (n <= q.options.length) {
      event.preventDefault();
      pick(q.options[n - 1]!.label);
      inputs[n - 1]?.focus();
    } else if (n === q.options.length + 1) {
      event.preventDefault();
      inputs[n - 1]?.focus();
    }
  };
  return (
    <form className="floor" onKeyDown={onKeyDown} onSubmit={(e) => e.preventDefault()}>
      <p>
        {step + 1} of {QUESTIONS.length}: {q.header}
      </p>
      <fieldset key={q.id} ref={fieldset}>
        <legend>{q.question}</legend>
        {q.options.map((o) => (
          <label key={o.label}>
            <input
              type={q.multiSelect ? 'checkbox' : 'radio'}
              name={q.id}
              checked={a.selected.includes(o.label)}
              onChange={() => pick(o.label)}
            />
            {o.label}
            {o.description ? <small> {o.description}</small> : null}
          </label>
        ))}
        <label>
          Other <input type="text" value={a.other} onChange={(e) => update({ other: e.target.value })} />
        </label>
      </fieldset>
      <button type="button" onClick={() => onSubmit({})}>
        Skip
      </button>
      <button type="button" disabled={step === 0} onClick={() => setStep(step - 1)}>
        Back
      </button>
      <button type="button" onClick={go}>
        {last ? 'Submit' : 'Next'}
      </button>
    </form>
  );
}

const root = createRoot(document.getElementById('root')!);
let generation = 0;
window.peer = {
  submitted: null,
  async mount() {
    generation += 1;
    root.render(
      <Prompt
        key={generation}
        onSubmit={(answers) => {
          window.peer.submitted = answers;
          root.render(<p className="floor-done">Sent</p>);
        }}
      />,
    );
    await nextPaint();
  },
  unmount() {
    root.render(null);
  },
};
