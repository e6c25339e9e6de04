import { render, screen } from '@testing-library/react';
import {
  createQuestionStore,
  messagesTh,
  normalizeAskUser,
  OptionList,
  QuestionMiniBar,
  QuestionStoreProvider,
  Stepper,
} from '../../src';
import { useQuestionStoreContext } from '../../src/react/context';
import { manualClock } from '../support/clock';
import { threeQuestions } from '../support/requests';

describe('given a part outside any dock', () => {
  it('throws an error that names the part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<QuestionMiniBar />)).toThrow(
      '`QuestionMiniBar` must be used within `QuestionDock` or `QuestionStoreProvider`',
    );
    function Custom() {
      useQuestionStoreContext('MyWidget');
      return null;
    }
    expect(() => render(<Custom />)).toThrow('`MyWidget` must be used within');
    vi.restoreAllMocks();
  });
});

describe('given parts composed by the app under a provider', () => {
  it('they render from the shared store in the given language', () => {
    const normalized = normalizeAskUser(threeQuestions());
    if (!normalized.ok) throw new Error('fixture');
    const store = createQuestionStore(normalized.request, { clock: manualClock() });
    const question = normalized.request.questions[0]!;
    render(
      <QuestionStoreProvider store={store} messages={messagesTh}>
        <QuestionMiniBar controls="panel" />
        <Stepper />
        <p id="q">{question.question}</p>
        <OptionList question={question} aria-labelledby="q" />
      </QuestionStoreProvider>,
    );

    expect(screen.getByRole('button', { name: 'แสดงคำถาม' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'แสดงคำถาม' })).toHaveAttribute('aria-controls', 'panel');
    expect(screen.getByRole('group', { name: 'คำถาม' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: question.question })).toBeInTheDocument();
  });
});
