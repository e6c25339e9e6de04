import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerSummary, messagesTh, QuestionDock } from '../../src';
import { ChatPage } from './chat-page';
import { threeQuestions } from '../support/requests';

// user-event stories take a few seconds on a loaded 2-core CI machine.

describe('given Thai messages', () => {
  it('every control speaks Thai', async () => {
    const user = userEvent.setup();
    render(<ChatPage request={threeQuestions()} messages={messagesTh} />);

    expect(screen.getByRole('region', { name: 'คำถามจากเอเจนต์' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ข้าม' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ย้อนกลับ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ย่อคำถาม' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'คำตอบของคุณเองสำหรับ Target' })).toBeInTheDocument();
    expect(screen.getByText('แนะนำ')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('เหลือเวลา 5:00');

    await user.click(screen.getByRole('button', { name: 'ข้าม' }));
    const summary = screen.getByRole('group', { name: 'สรุปคำตอบ' });
    expect(within(summary).getByText('ข้ามแล้ว')).toBeInTheDocument();
  });

  it('the unanswered error is in Thai too', async () => {
    const user = userEvent.setup();
    render(<QuestionDock request={{ questions: [threeQuestions().questions[0]] }} messages={messagesTh} />);

    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));

    expect(screen.getByRole('alert')).toHaveTextContent('โปรดตอบ “Target”');
  });
});

describe('given text that looks like HTML', () => {
  it('renders labels, descriptions, questions and answers as text', async () => {
    const user = userEvent.setup();
    const evil = '<img src=x onerror=alert(1)>';
    const request = {
      questions: [
        {
          id: 'q',
          header: 'Pick',
          question: `Which? ${evil}`,
          options: [{ label: evil, description: evil }, { label: 'Safe' }],
        },
      ],
    };
    const { container } = render(<ChatPage request={request} />);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(evil, { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText(`Which? ${evil}`)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: evil }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('group', { name: 'Answer summary' })).toHaveTextContent(`Pick: ${evil}`);
  });
});

describe('given a request the agent got wrong', () => {
  it('shows each issue in an alert, and the composer still works', async () => {
    const user = userEvent.setup();
    const bad = { questions: [{ id: 'Bad Id', header: 'X', question: 'Q?', options: [{ label: 'Only one' }] }] };
    render(<QuestionDock request={bad} composer={<textarea aria-label="Message" />} />);

    // The alert's module loads when the first bad request comes.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This question from the agent cannot be shown:');
    expect(within(alert).getByText('questions[0].id')).toBeInTheDocument();
    expect(within(alert).getByText('questions[0].options')).toBeInTheDocument();
    expect(alert.closest('.qd-dock')).toHaveAttribute('data-state', 'invalid');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hello');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('hello');
  });

  it('does not crash on input that is not even an object', async () => {
    render(<QuestionDock request="ask me something" composer={<textarea aria-label="Message" />} />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});

describe('given a summary', () => {
  it('shows a status word and keeps expired, skipped and cancelled apart', () => {
    const items = [{ id: 'q', header: 'Target', question: 'Where?', answers: [] }];
    const { rerender } = render(<AnswerSummary summary={{ status: 'expired', source: 'timeout', items }} />);
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveAttribute('data-state', 'expired');
    expect(summary).toHaveAttribute('data-source', 'timeout');
    expect(summary).toHaveTextContent('Expired');
    // Nothing answered: one compact line naming what was asked, no empty "Header: —" rows.
    expect(summary).toHaveTextContent(/^Expired\s*Target$/);
    expect(summary).not.toHaveTextContent('—');

    rerender(<AnswerSummary summary={{ status: 'cancelled', source: 'cancelled', items }} />);
    expect(summary).toHaveTextContent('Cancelled');
    rerender(
      <AnswerSummary
        summary={{ status: 'answered', source: 'elsewhere', items: [{ ...items[0]!, answers: ['Staging'] }] }}
      />,
    );
    expect(summary).toHaveTextContent('Answered elsewhere');
    expect(summary).toHaveTextContent('Target: Staging');
  });
});
