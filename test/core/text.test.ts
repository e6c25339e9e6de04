import { describe, expect, it } from 'vitest';
import { messagesTh, replyMessagesTh } from '../../src/core/messages/th';
import { formatPromptText } from '../../src/core/reply/prompt-text';
import { buildAnswers } from '../../src/core/answer/answers';
import type { PromptStatus, QuestionDraft, Resolution, ResolutionSource } from '../../src/core/answer/types';
import type { QuestionState } from '../../src/core/store/types';
import { formatSummaryText, summarize, type AnswerSummaryData } from '../../src/core/tool/summary';
import type { AskUserQuestion, AskUserRequest } from '../../src/core/request/types';

const deploy: AskUserQuestion = {
  id: 'deploy_target',
  header: 'Deploy',
  question: 'Where should this deploy go?',
  multiSelect: false,
  options: [{ label: 'Staging (Recommended)', description: 'Safe first step' }, { label: 'Production' }],
};

const checks: AskUserQuestion = {
  id: 'checks',
  header: 'Checks',
  question: 'Which checks should run first?',
  multiSelect: true,
  options: [{ label: 'Unit' }, { label: 'E2E' }, { label: 'Lint' }],
};

const notify: AskUserQuestion = {
  id: 'notify',
  header: 'Notify',
  question: 'Who should be told?',
  multiSelect: false,
  options: [{ label: 'Team' }, { label: 'Nobody', description: 'Quiet deploy' }],
};

const three: AskUserRequest = { timeoutSeconds: 900, questions: [deploy, checks, notify] };

function state(
  status: PromptStatus,
  drafts: Record<string, QuestionDraft>,
  resolution: (Partial<Resolution> & { source?: ResolutionSource }) | null = null,
  request: AskUserRequest = three,
): QuestionState {
  const terminal = status !== 'pending' && status !== 'submitting';
  return {
    request,
    promptId: 'call_1',
    step: 0,
    drafts,
    expanded: true,
    deadline: 2_000_000,
    status,
    error: null,
    resolution:
      terminal && resolution !== null
        ? {
            status,
            source: resolution.source ?? 'user',
            result: resolution.result ?? { status: 'no_answer' },
            at: 1_500_000,
          }
        : null,
  };
}

const drafts: Record<string, QuestionDraft> = {
  deploy_target: { selected: ['Production'], other: '' },
  checks: { selected: ['Lint', 'Unit'], other: '  smoke  ' },
  notify: { selected: [], other: 'The on-call person' },
};

describe('formatPromptText', () => {
  it('writes a single question with its header, numbered options and how to reply', () => {
    expect(formatPromptText({ timeoutSeconds: 900, questions: [deploy] })).toBe(
      [
        'Deploy: Where should this deploy go?',
        '1. Staging (Recommended) — Safe first step',
        '2. Production',
        '',
        'Reply with the number or the name of an option.',
        'Or reply with your own answer in your own words.',
      ].join('\n'),
    );
  });

  it('notes a multi-select question and gives the multi-select hint', () => {
    expect(formatPromptText({ timeoutSeconds: 900, questions: [checks] })).toBe(
      [
        'Checks: Which checks should run first? (multiple choice)',
        '1. Unit',
        '2. E2E',
        '3. Lint',
        '',
        'Reply with one or more numbers or names, separated by commas.',
        'Or reply with your own answer in your own words.',
      ].join('\n'),
    );
  });

  it('numbers several questions and indents their options', () => {
    expect(formatPromptText(three)).toBe(
      [
        '1. Deploy: Where should this deploy go?',
        '   1. Staging (Recommended) — Safe first step',
        '   2. Production',
        '2. Checks: Which checks should run first? (multiple choice)',
        '   1. Unit',
        '   2. E2E',
        '   3. Lint',
        '3. Notify: Who should be told?',
        '   1. Team',
        '   2. Nobody — Quiet deploy',
        '',
        'Reply with one line per question, or lines like “id: answer”.',
        'Reply with one or more numbers or names, separated by commas.',
        'Or reply with your own answer in your own words.',
      ].join('\n'),
    );
  });

  it('leaves out the multi-select hint when no question is multi-select', () => {
    expect(formatPromptText({ timeoutSeconds: 900, questions: [deploy, notify] })).not.toContain('separated by commas');
  });

  it('speaks Thai with Thai messages', () => {
    expect(formatPromptText({ timeoutSeconds: 900, questions: [checks] }, replyMessagesTh)).toBe(
      [
        'Checks: Which checks should run first? (เลือกได้หลายข้อ)',
        '1. Unit',
        '2. E2E',
        '3. Lint',
        '',
        'ตอบด้วยหมายเลขหรือชื่อตัวเลือกอย่างน้อยหนึ่งข้อ คั่นด้วยจุลภาค',
        'หรือพิมพ์คำตอบด้วยคำของคุณเอง',
      ].join('\n'),
    );
  });
});

describe('buildAnswers', () => {
  it('lists picks in selection order, then the trimmed Other text', () => {
    expect(buildAnswers(three, drafts)).toEqual({
      deploy_target: ['Production'],
      checks: ['Lint', 'Unit', 'smoke'],
      notify: ['The on-call person'],
    });
  });

  it('gives [] to a question without a draft or with blank Other text', () => {
    expect(buildAnswers(three, { checks: { selected: [], other: '   ' } })).toEqual({
      deploy_target: [],
      checks: [],
      notify: [],
    });
  });

  it('does not repeat a picked label typed again in Other', () => {
    expect(buildAnswers(three, { checks: { selected: ['Unit', 'Unit'], other: ' unit ' } }).checks).toEqual(['Unit']);
  });

  it('reads drafts as own properties only', () => {
    const request: AskUserRequest = { timeoutSeconds: 900, questions: [{ ...deploy, id: 'constructor' }] };
    const answers = buildAnswers(request, {});
    expect(answers).toEqual({ constructor: [] });
    expect(Object.prototype.hasOwnProperty.call(answers, 'constructor')).toBe(true);
  });
});

describe('summarize', () => {
  it('shows the current drafts while pending', () => {
    expect(summarize(state('pending', drafts))).toEqual({
      status: 'pending',
      source: null,
      items: [
        { id: 'deploy_target', header: 'Deploy', question: 'Where should this deploy go?', answers: ['Production'] },
        {
          id: 'checks',
          header: 'Checks',
          question: 'Which checks should run first?',
          answers: ['Lint', 'Unit', 'smoke'],
        },
        { id: 'notify', header: 'Notify', question: 'Who should be told?', answers: ['The on-call person'] },
      ],
    } satisfies AnswerSummaryData);
  });

  it('shows the answers that were sent once answered, not the drafts', () => {
    const sent = { deploy_target: ['Staging (Recommended)'], checks: ['E2E'], notify: ['Team'] };
    const summary = summarize(
      state('answered', drafts, { source: 'elsewhere', result: { status: 'answered', answers: { answers: sent } } }),
    );
    expect(summary.status).toBe('answered');
    expect(summary.source).toBe('elsewhere');
    expect(summary.items.map((item) => item.answers)).toEqual([['Staging (Recommended)'], ['E2E'], ['Team']]);
  });

  it('falls back to the drafts for an answered state without an answered result', () => {
    expect(summarize(state('answered', drafts)).items[0]?.answers).toEqual(['Production']);
  });

  it.each(['skipped', 'expired', 'cancelled'] as const)('shows no answers once %s, whatever the drafts', (status) => {
    const summary = summarize(state(status, drafts, { source: status === 'expired' ? 'timeout' : 'user' }));
    expect(summary.status).toBe(status);
    expect(summary.items.map((item) => item.answers)).toEqual([[], [], []]);
  });
});

describe('formatSummaryText', () => {
  const sent = { deploy_target: ['Production'], checks: ['Lint', 'smoke'], notify: ['Team'] };

  it('writes "Header: answers" lines once answered', () => {
    const summary = summarize(
      state('answered', drafts, { source: 'user', result: { status: 'answered', answers: { answers: sent } } }),
    );
    expect(formatSummaryText(summary)).toBe('Deploy: Production\nChecks: Lint, smoke\nNotify: Team');
  });

  it('starts with "Answered elsewhere" when another tab or channel answered', () => {
    const summary = summarize(
      state('answered', drafts, { source: 'elsewhere', result: { status: 'answered', answers: { answers: sent } } }),
    );
    expect(formatSummaryText(summary)).toBe(
      'Answered elsewhere\nDeploy: Production\nChecks: Lint, smoke\nNotify: Team',
    );
  });

  it('writes the no-answer mark for a question without answers', () => {
    const summary: AnswerSummaryData = {
      status: 'pending',
      source: null,
      items: [{ id: 'a', header: 'Deploy', question: 'Where?', answers: [] }],
    };
    expect(formatSummaryText(summary)).toBe('Deploy: —');
  });

  it('writes the current drafts while pending', () => {
    expect(formatSummaryText(summarize(state('pending', { notify: { selected: ['Nobody'], other: '' } })))).toBe(
      'Deploy: —\nChecks: —\nNotify: Nobody',
    );
  });

  it.each([
    ['skipped', 'user', 'Skipped'],
    ['expired', 'timeout', 'Expired'],
    ['cancelled', 'cancelled', 'Cancelled'],
    ['cancelled', 'unavailable', 'No longer available'],
  ] as const)('writes one word once %s (source %s)', (status, source, text) => {
    expect(formatSummaryText(summarize(state(status, drafts, { source })))).toBe(text);
  });

  it.each([
    ['skipped', 'user', 'ข้ามแล้ว'],
    ['expired', 'timeout', 'หมดเวลา'],
    ['cancelled', 'cancelled', 'ยกเลิกแล้ว'],
    ['cancelled', 'unavailable', 'ไม่มีคำถามนี้แล้ว'],
  ] as const)('writes Thai once %s (source %s)', (status, source, text) => {
    expect(formatSummaryText(summarize(state(status, drafts, { source })), messagesTh)).toBe(text);
  });

  it('writes Thai lines for an answer given elsewhere', () => {
    const summary = summarize(
      state('answered', {}, { source: 'elsewhere', result: { status: 'answered', answers: { answers: sent } } }),
    );
    expect(formatSummaryText(summary, messagesTh)).toBe(
      'ตอบจากที่อื่นแล้ว\nDeploy: Production\nChecks: Lint, smoke\nNotify: Team',
    );
  });

  it("writes the Recommended marker in the reader's language, never raw English in Thai", () => {
    const recommended = {
      ...sent,
      deploy_target: ['Staging (Recommended)'],
    };
    const summary = summarize(
      state('answered', {}, { source: 'user', result: { status: 'answered', answers: { answers: recommended } } }),
    );
    expect(formatSummaryText(summary)).toContain('Deploy: Staging (Recommended)');
    const thai = formatSummaryText(summary, messagesTh);
    expect(thai).toContain(`Deploy: Staging (${messagesTh.recommended})`);
    expect(thai).not.toContain('(Recommended)');
  });
});

describe('answers a prompt ended without sending', () => {
  it('are kept as unsent for expired and cancelled prompts, apart from the answers sent', () => {
    for (const status of ['expired', 'cancelled'] as const) {
      const summary = summarize(state(status, drafts, { source: status === 'expired' ? 'timeout' : 'cancelled' }));
      expect(summary.items.map((item) => [item.answers, item.unsent])).toEqual([
        [[], ['Production']],
        [[], ['Lint', 'Unit', 'smoke']],
        [[], ['The on-call person']],
      ]);
      // The plain-text summary stays the status word: nothing was sent.
      expect(formatSummaryText(summary)).toBe(status === 'expired' ? 'Expired' : 'Cancelled');
    }
    // A skip is the person's own choice; an answered prompt sent what it had.
    expect(summarize(state('skipped', drafts, {})).items.some((item) => item.unsent)).toBe(false);
    expect(summarize(state('expired', {}, { source: 'timeout' })).items.some((item) => 'unsent' in item)).toBe(false);
  });

  it('never include a secret question', () => {
    const secretRequest: AskUserRequest = {
      timeoutSeconds: 900,
      questions: [deploy, { ...notify, id: 'api_key', options: [], secret: {} }],
    };
    const summary = summarize(
      state(
        'cancelled',
        { deploy_target: { selected: ['Production'], other: '' }, api_key: { selected: [], other: 's3cr3t' } },
        { source: 'cancelled' },
        secretRequest,
      ),
    );
    expect(summary.items.map((item) => item.unsent)).toEqual([['Production'], undefined]);
    expect(JSON.stringify(summary)).not.toContain('s3cr3t');
  });
});
