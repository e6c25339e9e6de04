import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messagesTh, type Issue, type RejectedPrompt, type ToolResult, persistDrafts } from '../../src/core';
import { AnswerSummary, QuestionDock, RejectedPromptNotice, type AnswerSummaryData } from '../../src';
import { memoryStorage } from '../support/storage';

// What the gateway adds to a question (a link, a secret, a question the dock cannot show), as the
// person meets it: read by role and label, answered with the keyboard and mouse.

describe('a question with a link', () => {
  it('shows the page as a link that opens apart from the chat', async () => {
    render(
      <QuestionDock
        promptId="link-1"
        request={{
          questions: [
            {
              id: 'read_doc',
              header: 'Docs',
              question: 'Does the page answer it?',
              url: 'https://docs.example.com/ask?x=1',
              options: [{ label: 'Yes' }, { label: 'No' }],
            },
          ],
        }}
      />,
    );
    const link = await screen.findByRole('link', { name: /Open link/ });
    expect(link).toHaveAttribute('href', 'https://docs.example.com/ask?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses a url that is not http(s) with the structured error, and shows no link', async () => {
    render(
      <QuestionDock
        promptId="link-2"
        request={{
          questions: [
            {
              id: 'read_doc',
              header: 'Docs',
              question: 'Does the page answer it?',
              url: 'javascript:alert(1)',
              options: [{ label: 'Yes' }, { label: 'No' }],
            },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('questions[0].url');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('a secret question', () => {
  const request = {
    questions: [
      {
        id: 'api_key',
        header: 'API key',
        question: 'Paste the deploy API key',
        options: [],
        secret: {
          store: {
            name: 'DEPLOY_API_KEY',
            kind: 'secret' as const,
            allowedHosts: ['api.example.com', 'staging.example.com'],
            reason: 'Used to deploy',
          },
          existing: { updatedAtMs: Date.UTC(2026, 10, 1), updatedBy: 'alice' },
        },
      },
    ],
  };

  type ChatProps = {
    send: (r: ToolResult) => Promise<void>;
    onResolve: (r: ToolResult) => void;
    onHosts: (id: string, hosts: readonly string[]) => void;
    storage: ReturnType<typeof memoryStorage>;
  };
  function Chat({ send, onResolve, onHosts, storage }: ChatProps) {
    const [summary, setSummary] = useState<AnswerSummaryData>();
    return (
      <>
        {summary && <AnswerSummary summary={summary} />}
        <QuestionDock
          promptId="secret-1"
          request={request}
          persist={persistDrafts({ storage })}
          send={send}
          onSecretHostsChange={onHosts}
          onResolve={(result, _resolution, s) => {
            onResolve(result);
            setSummary(s);
          }}
        />
      </>
    );
  }

  it('is typed into a masked field, narrowed to the hosts kept, and never shown or stored', async () => {
    const user = userEvent.setup();
    const send = vi.fn((_result: ToolResult) => Promise.resolve());
    const onResolve = vi.fn();
    const onHosts = vi.fn();
    const storage = memoryStorage();
    const stored = () => JSON.stringify([...storage.data]);
    render(<Chat send={send} onResolve={onResolve} onHosts={onHosts} storage={storage} />);

    const field = await screen.findByLabelText('Secret value for API key');
    expect(screen.getByText('DEPLOY_API_KEY')).toBeInTheDocument();
    expect(screen.getByText(/Used to deploy/)).toBeInTheDocument();
    expect(screen.getByText(/A value is already stored .*by alice/)).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');

    const hosts = screen.getByRole('group', { name: 'May be sent to' });
    expect(within(hosts).getByRole('checkbox', { name: 'api.example.com' })).toBeChecked();
    await user.click(await within(hosts).findByRole('checkbox', { name: 'staging.example.com' }));
    expect(onHosts).toHaveBeenLastCalledWith('secret-1', ['api.example.com']);

    await user.type(field, 's3cr3t-value');
    expect(stored()).not.toContain('s3cr3t');
    await user.keyboard('{Enter}');

    // The value goes to the transport only; the app's onResolve learns that it was given.
    expect(send).toHaveBeenCalledExactlyOnceWith({
      status: 'answered',
      answers: { answers: { api_key: ['s3cr3t-value'] } },
    });
    expect(JSON.stringify(onResolve.mock.calls)).not.toContain('s3cr3t');
    const summary = screen.getByRole('group', { name: 'Answer summary' });
    expect(summary).toHaveTextContent('Secret given, stored as DEPLOY_API_KEY');
    expect(document.body.textContent).not.toContain('s3cr3t');
    expect(stored()).not.toContain('s3cr3t');
  });
});

describe('a gateway question the dock cannot show', () => {
  const issues: Issue[] = [{ code: 'too_few_options', path: 'questions[0].options', detail: 'found 0, need 2 to 4' }];
  const prompt: RejectedPrompt = {
    promptId: 'q-7',
    questions: ['What should the release be called?'],
    issues,
  };

  it('tells the person what was asked and that nothing was sent; details on demand; dismissable', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<RejectedPromptNotice prompt={prompt} onDismiss={onDismiss} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The agent asked something this app cannot show');
    expect(alert).toHaveTextContent(
      'Nothing was sent: it stays open for another app to answer until its time runs out.',
    );
    expect(within(alert).getByText('What should the release be called?')).toBeVisible();
    const details = within(alert).getByText('Details');
    expect(within(alert).getByText('questions[0].options')).not.toBeVisible();
    await user.click(details);
    expect(within(alert).getByText('questions[0].options')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('speaks Thai, and shows the developer reason of an unreadable record', () => {
    render(
      <RejectedPromptNotice
        prompt={{ promptId: 'q-8', questions: [], reason: 'no createdAtMs/expiresAtMs' }}
        messages={messagesTh}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('เอเจนต์ถามคำถามที่แอปนี้แสดงไม่ได้');
    expect(within(alert).getByText('รายละเอียด')).toBeInTheDocument();
    expect(within(alert).getByText('no createdAtMs/expiresAtMs', { exact: false })).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
