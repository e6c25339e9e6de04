/**
 * The same prompt built with react-aria-components, the alternative a team reaching for an
 * accessible component library would write, drawn as the dock: RadioGroup / RadioField /
 * RadioButton, CheckboxGroup / CheckboxField / CheckboxButton, Text (descriptions), TextField
 * (Other) and Button carry the dock's classes and data-state, and the page loads the dock's
 * stylesheet plus dock-look.css (the control drawn beside react-aria's visually hidden input).
 * react-aria's Button takes no `title`: the step dots and the collapse button go without the
 * dock's hover tooltips (react-aria's own Tooltip would need a popover the dock's CSS does not draw).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  Input,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
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

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function Prompt({ onSubmit }: { onSubmit: (answers: PeerAnswers) => void }) {
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState(() => emptyDrafts(QUESTIONS.map((q) => q.id)));
  const [collapsed, setCollapsed] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
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
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.getAttribute('type') === 'text';
    if (event.key === 'Escape') {
      setCollapsed(true);
      toggle.current?.focus();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && target.tagName !== 'BUTTON') {
      // react-aria's press handling keeps Enter on a radio or checkbox to itself: take it first.
      event.preventDefault();
      event.stopPropagation();
      go();
      return;
    }
    // Arrows in the Other field move its caret, not the RadioGroup's selection.
    if (typing && ARROWS.has(event.key)) {
      event.stopPropagation();
      return;
    }
    const n = /^[1-9]$/.test(event.key) && !typing ? Number(event.key) : 0;
    if (!n) return;
    if (n <= q.options.length) {
      event.preventDefault();
      change((d) => pick(d, q.options[n - 1]!.label, multi));
      body.current?.querySelectorAll<HTMLInputElement>('.qd-options input')[n - 1]?.focus();
    } else if (n === q.options.length + 1) {
      event.preventDefault();
      body.current?.querySelector<HTMLInputElement>('.qd-other-input')?.focus();
    }
  };
  const state = (value: string) => (d.selected.includes(value) ? 'checked' : 'unchecked');
  // One row: react-aria's field (the card) around its button (the label: control and text).
  const row = (i: number, value: string, label: ReactNode, extra: ReactNode, other = false) => {
    const Field = multi ? CheckboxField : RadioField;
    const Choice = multi ? CheckboxButton : RadioButton;
    return (
      <Field
        key={value}
        value={value}
        className={other ? 'qd-option qd-option-other' : 'qd-option'}
        data-state={state(value)}
        data-other={other ? '' : undefined}
        data-key={i + 1}
      >
        <Choice className="qd-choice">
          <span
            className="qd-control"
            data-state={state(value)}
            data-radio={multi ? undefined : ''}
            data-checkbox={multi ? '' : undefined}
          />
          <span className="qd-option-label">{label}</span>
        </Choice>
        {extra}
      </Field>
    );
  };
  const options = [
    ...q.options.map((o, i) => {
      const [text, recommended] = splitRecommended(o.label);
      return row(
        i,
        o.label,
        <>
          {text}
          {recommended && ' '}
          {recommended && <span className="qd-badge">{WORDS.recommended}</span>}
        </>,
        o.description && (
          <Text slot="description" className="qd-option-description">
            {o.description}
          </Text>
        ),
      );
    }),
    row(
      q.options.length,
      OTHER,
      WORDS.other,
      <TextField
        className="qd-other"
        data-state={d.other ? 'filled' : 'empty'}
        value={d.other}
        onChange={(text) => change((d) => typeOther(d, text, multi))}
      >
        <Label className="qd-other-label">{WORDS.otherLabel(q.header)}</Label>
        <Input className="qd-other-input" placeholder={WORDS.otherPlaceholder} />
      </TextField>,
      true,
    ),
  ];
  const question = (
    <>
      <Label elementType="p" className="qd-question-text">
        <bdi>{q.question}</bdi>
        {multi && ' '}
        {multi && <span className="qd-note">{WORDS.multipleChoice}</span>}
      </Label>
      <div className="qd-options">{options}</div>
    </>
  );
  return (
    <section className="qd-panel" aria-label={WORDS.prompt} onKeyDownCapture={onKeyDown}>
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
              <Button
                key={s.id}
                className="qd-step"
                data-state={i === step ? 'current' : done ? 'answered' : 'unanswered'}
                aria-current={i === step ? 'step' : false}
                aria-label={label}
                onPress={() => setStep(i)}
              >
                {done && <span className="qd-step-check" aria-hidden="true" />}
              </Button>
            );
          })}
        </div>
        <Countdown />
        <Button
          ref={toggle}
          className="qd-icon-button"
          aria-expanded={!collapsed}
          aria-label={WORDS.minimize}
          onPress={() => setCollapsed(!collapsed)}
        >
          <span className="qd-chevron" data-state={collapsed ? 'collapsed' : 'expanded'} aria-hidden="true" />
        </Button>
      </div>
      {multi ? (
        <CheckboxGroup
          key={q.id}
          ref={body}
          hidden={collapsed}
          className="qd-question"
          value={d.selected}
          onChange={(selected) => change((d) => ({ ...d, selected }))}
        >
          {question}
        </CheckboxGroup>
      ) : (
        <RadioGroup
          key={q.id}
          ref={body}
          hidden={collapsed}
          className="qd-question"
          value={d.selected[0] ?? null}
          onChange={(value) => change((d) => ({ ...d, selected: [value] }))}
        >
          {question}
        </RadioGroup>
      )}
      <div className="qd-footer" hidden={collapsed}>
        <Button className="qd-button" data-variant="quiet" onPress={() => onSubmit({})}>
          {WORDS.skip}
        </Button>
        <span className="qd-hint">{WORDS.hint(q.options.length, last ? WORDS.submit : WORDS.next)}</span>
        <Button className="qd-button qd-back" isDisabled={step === 0} onPress={() => setStep(step - 1)}>
          {WORDS.back}
        </Button>
        <Button className="qd-button" data-variant="primary" onPress={go}>
          {last ? WORDS.submit : WORDS.next}
        </Button>
      </div>
    </section>
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
