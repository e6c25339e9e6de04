/**
 * The same prompt built with react-aria-components (RadioGroup, CheckboxGroup, TextField, Button):
 * the alternative a team reaching for an accessible component library would write.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Checkbox, CheckboxGroup, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { nextPaint, QUESTIONS, type PeerAnswers } from './shared';

function Prompt({ onSubmit }: { onSubmit: (answers: PeerAnswers) => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<PeerAnswers>(() =>
    Object.fromEntries(QUESTIONS.map((q) => [q.id, { selected: [], other: '' }])),
  );
  const panel = useRef<HTMLDivElement>(null);
  // The next question takes focus (not on mount: the page decides where focus starts).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) panel.current?.querySelector<HTMLInputElement>('[data-q] input')?.focus();
    moved.current = true;
  }, [step]);
  const q = QUESTIONS[step]!;
  const a = answers[q.id]!;
  const update = (patch: Partial<PeerAnswers[string]>) =>
    setAnswers((all) => ({ ...all, [q.id]: { ...all[q.id]!, ...patch } }));
  const last = step === QUESTIONS.length - 1;
  const go = () => (last ? onSubmit(answers) : setStep(step + 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.shiftKey && target.tagName !== 'BUTTON') {
      // react-aria's press handling keeps Enter on a radio or checkbox to itself: take it first.
      event.preventDefault();
      event.stopPropagation();
      go();
      return;
    }
    const n = /^[1-9]$/.test(event.key) && target.getAttribute('type') !== 'text' ? Number(event.key) : 0;
    if (!n) return;
    const inputs = panel.current!.querySelectorAll<HTMLInputElement>('[data-q] input');
    if (n <= q.options.length) {
      event.preventDefault();
      const label = q.options[n - 1]!.label;
      update({
        selected: q.multiSelect
          ? a.selected.includes(label)
            ? a.selected.filter((l) => l !== label)
            : [...a.selected, label]
          : [label],
      });
      inputs[n - 1]?.focus();
    } else if (n === q.options.length + 1) {
      event.preventDefault();
      inputs[n - 1]?.focus();
    }
  };
  const options = q.options.map((o) => {
    const content = (
      <>
        {o.label}
        {o.description ? <small> {o.description}</small> : null}
      </>
    );
    return q.multiSelect ? (
      <Checkbox key={o.label} value={o.label}>
        {content}
      </Checkbox>
    ) : (
      <Radio key={o.label} value={o.label}>
        {content}
      </Radio>
    );
  });
  return (
    <div className="aria" ref={panel} onKeyDownCapture={onKeyDown}>
      <p>
        {step + 1} of {QUESTIONS.length}: {q.header}
      </p>
      <div data-q={q.id} key={q.id}>
        {q.multiSelect ? (
          <CheckboxGroup value={a.selected} onChange={(selected) => update({ selected })}>
            <Label>{q.question}</Label>
            {options}
          </CheckboxGroup>
        ) : (
          <RadioGroup value={a.selected[0] ?? null} onChange={(v) => update({ selected: [v] })}>
            <Label>{q.question}</Label>
            {options}
          </RadioGroup>
        )}
        <TextField value={a.other} onChange={(other) => update({ other })}>
          <Label>Other</Label>
          <Input />
        </TextField>
      </div>
      <Button onPress={() => onSubmit({})}>Skip</Button>
      <Button isDisabled={step === 0} onPress={() => setStep(step - 1)}>
        Back
      </Button>
      <Button onPress={go}>{last ? 'Submit' : 'Next'}</Button>
    </div>
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
          root.render(<p className="aria-done">Sent</p>);
        }}
      />,
    );
    await nextPaint();
  },
  unmount() {
    root.render(null);
  },
};
