import { describe, expect, it } from 'vitest';
import { replyMessagesTh } from '../../src/core/messages/th';
import { formatReplyIssue } from '../../src/core/reply/prompt-text';
import type { ParseReplyResult } from '../../src/core/reply/match';
import { parseTextReply } from '../../src/core/reply/parse';
import type { AnswerMap } from '../../src/core/answer/types';
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
  options: [{ label: 'Unit' }, { label: 'E2E' }, { label: 'Lint' }, { label: 'Red, green' }],
};

const notify: AskUserQuestion = {
  id: 'notify',
  header: 'Notify who',
  question: 'Who should be told?',
  multiSelect: false,
  options: [{ label: 'Team' }, { label: 'Nobody' }],
};

function single(question: AskUserQuestion): AskUserRequest {
  return { timeoutSeconds: 900, questions: [question] };
}

const three: AskUserRequest = { timeoutSeconds: 900, questions: [deploy, checks, notify] };

function answers(result: ParseReplyResult): AnswerMap {
  if (!result.ok)
    throw new Error(`expected answers, got ${result.errors.map((e) => `${e.code} ${e.path}`).join('; ')}`);
  return result.answers;
}

function issues(result: ParseReplyResult) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.answers)}`);
  return result.errors.map(({ path, code }) => ({ path, code }));
}

describe('given a single single-select question', () => {
  it.each([
    ['1', 'Staging (Recommended)'],
    ['2', 'Production'],
    ['  2 \n', 'Production'],
    ['2.', 'Production'],
    ['2)', 'Production'],
  ])('reads the number %j as the option', (text, label) => {
    expect(answers(parseTextReply(single(deploy), text))).toEqual({ deploy_target: [label] });
  });

  it.each(['production', 'PRODUCTION', ' Production '])('reads the label %j case-insensitively', (text) => {
    expect(answers(parseTextReply(single(deploy), text))).toEqual({ deploy_target: ['Production'] });
  });

  it.each(['staging', 'Staging (Recommended)', 'STAGING (recommended)'])(
    'matches %j with or without "(Recommended)"',
    (text) => {
      expect(answers(parseTextReply(single(deploy), text))).toEqual({ deploy_target: ['Staging (Recommended)'] });
    },
  );

  it('matches a label without the localized "(แนะนำ)" suffix', () => {
    const thai: AskUserQuestion = { ...deploy, options: [{ label: 'ทดสอบ (แนะนำ)' }, { label: 'ใช้งานจริง' }] };
    expect(answers(parseTextReply(single(thai), 'ทดสอบ', replyMessagesTh))).toEqual({
      deploy_target: ['ทดสอบ (แนะนำ)'],
    });
  });

  it('takes any other text as the person’s own answer, trimmed', () => {
    expect(answers(parseTextReply(single(deploy), '  my laptop, please  '))).toEqual({
      deploy_target: ['my laptop, please'],
    });
  });

  it('takes a number out of range as the person’s own answer', () => {
    expect(answers(parseTextReply(single(deploy), '3'))).toEqual({ deploy_target: ['3'] });
  });

  it('keeps a multi-line answer whole', () => {
    expect(answers(parseTextReply(single(deploy), 'Canary first\nthen everyone'))).toEqual({
      deploy_target: ['Canary first\nthen everyone'],
    });
  });

  it.each(['https://example.com/deploy?a=1', 'C:\\deploy\\here', '14:30'])('keeps %j whole', (text) => {
    expect(answers(parseTextReply(single(deploy), text))).toEqual({ deploy_target: [text] });
  });

  it.each(['Deploy: 2', 'deploy_target = production', '1 - staging'])(
    'accepts a key naming the question: %j',
    (text) => {
      expect(answers(parseTextReply(single(deploy), text))[deploy.id]?.[0]).toMatch(/Production|Staging/);
    },
  );

  it('keeps text whose "key" is not the question', () => {
    expect(answers(parseTextReply(single(deploy), 'note: staging first'))).toEqual({
      deploy_target: ['note: staging first'],
    });
  });

  it.each(['', '   ', '\n\n', 'Deploy:'])('refuses the empty reply %j', (text) => {
    expect(issues(parseTextReply(single(deploy), text))).toEqual([{ path: '', code: 'empty' }]);
  });

  it('says so in Thai with Thai messages', () => {
    const result = parseTextReply(single(deploy), ' ', replyMessagesTh);
    expect(result.ok ? '' : formatReplyIssue(result.errors[0]!, single(deploy), replyMessagesTh)).toBe('คำตอบว่างเปล่า');
  });
});

describe('given a single multi-select question', () => {
  it('splits on commas, semicolons and newlines', () => {
    expect(answers(parseTextReply(single(checks), '1, lint;e2e\n'))).toEqual({ checks: ['Unit', 'Lint', 'E2E'] });
  });

  it('keeps the order the person wrote', () => {
    expect(answers(parseTextReply(single(checks), '3, 1'))).toEqual({ checks: ['Lint', 'Unit'] });
  });

  it('drops duplicates, case-insensitively, keeping the first', () => {
    expect(answers(parseTextReply(single(checks), '1, unit, UNIT, smoke, Smoke'))).toEqual({
      checks: ['Unit', 'smoke'],
    });
  });

  it('drops empty parts', () => {
    expect(answers(parseTextReply(single(checks), ',1,, 2 ,'))).toEqual({ checks: ['Unit', 'E2E'] });
  });

  it('mixes labels and the person’s own words', () => {
    expect(answers(parseTextReply(single(checks), 'smoke tests, 2'))).toEqual({ checks: ['smoke tests', 'E2E'] });
  });

  it('reads the whole text as a label first, so a label with a comma survives', () => {
    expect(answers(parseTextReply(single(checks), 'red, GREEN'))).toEqual({ checks: ['Red, green'] });
  });

  it('keeps a URL with commas whole', () => {
    expect(answers(parseTextReply(single(checks), 'https://ci.example.com/run?ids=1,2, 3'))).toEqual({
      checks: ['https://ci.example.com/run?ids=1,2', 'Lint'],
    });
  });

  it('refuses a reply of separators only', () => {
    expect(issues(parseTextReply(single(checks), ' , ; '))).toEqual([{ path: '', code: 'empty' }]);
  });
});

describe('given several questions answered line by line', () => {
  it('reads one line per question, in order', () => {
    expect(answers(parseTextReply(three, '2\n1, 3\nnobody'))).toEqual({
      deploy_target: ['Production'],
      checks: ['Unit', 'Lint'],
      notify: ['Nobody'],
    });
  });

  it('ignores trailing blank lines and accepts CRLF', () => {
    expect(answers(parseTextReply(three, '2\r\nlint\r\nteam\r\n\r\n'))).toEqual({
      deploy_target: ['Production'],
      checks: ['Lint'],
      notify: ['Team'],
    });
  });

  it('keeps a blank line’s place: that question is missing, named by its header', () => {
    const result = parseTextReply(three, '2\n\nteam');
    expect(issues(result)).toEqual([{ path: 'checks', code: 'missing' }]);
    expect(result.ok ? '' : formatReplyIssue(result.errors[0]!, three)).toBe('No answer for “Checks”.');
  });

  it('reports every missing question', () => {
    expect(issues(parseTextReply(three, '2'))).toEqual([
      { path: 'checks', code: 'missing' },
      { path: 'notify', code: 'missing' },
    ]);
  });

  it('refuses more lines than questions', () => {
    const result = parseTextReply(three, '1\n2\n3\n4');
    expect(issues(result)).toEqual([{ path: 'lines', code: 'too_many_lines' }]);
    expect(result.ok ? '' : formatReplyIssue(result.errors[0]!, three)).toBe(
      'Expected at most 3 lines, one per question.',
    );
  });

  it('refuses an empty reply', () => {
    expect(issues(parseTextReply(three, ' \n \n'))).toEqual([{ path: '', code: 'empty' }]);
  });

  it('names the missing question in Thai with Thai messages', () => {
    const result = parseTextReply(three, '1\n\n1', replyMessagesTh);
    expect(result.ok ? '' : formatReplyIssue(result.errors[0]!, three, replyMessagesTh)).toBe('ไม่มีคำตอบสำหรับ “Checks”');
  });
});

describe('given several questions answered with keys', () => {
  it('accepts the id, the header (any case) or the number as key', () => {
    expect(answers(parseTextReply(three, 'notify: team\nCHECKS: e2e\n1: production'))).toEqual({
      deploy_target: ['Production'],
      checks: ['E2E'],
      notify: ['Team'],
    });
  });

  it('accepts a header with a space as key', () => {
    expect(answers(parseTextReply(three, 'notify who: nobody\n1: 1\n2: 2'))).toEqual({
      deploy_target: ['Staging (Recommended)'],
      checks: ['E2E'],
      notify: ['Nobody'],
    });
  });

  it.each([
    ['deploy_target = 2', 'Production'],
    ['deploy_target=2', 'Production'],
    ['deploy_target:2', 'Production'],
    ['Deploy - production', 'Production'],
    ['1 - staging', 'Staging (Recommended)'],
  ])('accepts the separator in %j', (line, label) => {
    expect(answers(parseTextReply(three, `${line}\nchecks: 1\nnotify: 1`)).deploy_target).toEqual([label]);
  });

  it('fills the remaining questions in order with unkeyed lines', () => {
    expect(answers(parseTextReply(three, 'checks: unit\nproduction\nteam'))).toEqual({
      deploy_target: ['Production'],
      checks: ['Unit'],
      notify: ['Team'],
    });
  });

  it('combines several keyed lines of a multi-select question', () => {
    expect(answers(parseTextReply(three, 'checks: unit\nchecks: lint, unit\n1\n2')).checks).toEqual(['Unit', 'Lint']);
  });

  it('reads a keyed line with an empty value as missing', () => {
    expect(issues(parseTextReply(three, '1: 2\nchecks:\nnotify: team'))).toEqual([{ path: 'checks', code: 'missing' }]);
  });

  it('refuses a key that looks like an id but is not one, keeping the line’s place', () => {
    const result = parseTextReply(three, 'deploy_targte: production\nlint\nteam');
    expect(issues(result)).toEqual([{ path: 'lines[0]', code: 'unknown_key' }]);
    expect(result.ok ? '' : formatReplyIssue(result.errors[0]!, three)).toBe(
      '“deploy_targte” is not one of the questions.',
    );
  });

  it('refuses a question number that does not exist', () => {
    expect(issues(parseTextReply(three, '4: team\n1\n1'))).toEqual([{ path: 'lines[0]', code: 'unknown_key' }]);
  });

  it('reads text with a colon that is not a key as an answer', () => {
    expect(answers(parseTextReply(three, 'Maybe: only at night\nlint\nteam')).deploy_target).toEqual([
      'Maybe: only at night',
    ]);
    expect(answers(parseTextReply(three, 'blue - green\nlint\nteam')).deploy_target).toEqual(['blue - green']);
  });
});

describe('given values that contain separators', () => {
  it('reads "1: https://example.com" as question 1 = the URL', () => {
    expect(answers(parseTextReply(three, '1: https://example.com\nlint\nteam')).deploy_target).toEqual([
      'https://example.com',
    ]);
  });

  it('never reads a URL as key "https"', () => {
    expect(answers(parseTextReply(three, 'https://x.y/z\nlint\nteam')).deploy_target).toEqual(['https://x.y/z']);
  });

  it('keeps a time after a key', () => {
    expect(answers(parseTextReply(three, 'deploy_target: 14:30\nlint\nteam')).deploy_target).toEqual(['14:30']);
  });

  it('keeps a time on its own line', () => {
    expect(answers(parseTextReply(three, '14:30\nlint\nteam')).deploy_target).toEqual(['14:30']);
  });

  it('keeps a Windows path on its own line and after a key', () => {
    expect(answers(parseTextReply(three, 'C:\\deploy\\app\nlint\nnotify: D:\\logs')).deploy_target).toEqual([
      'C:\\deploy\\app',
    ]);
    expect(answers(parseTextReply(three, 'C:\\deploy\\app\nlint\nnotify: D:\\logs')).notify).toEqual(['D:\\logs']);
  });

  it('keeps a mailto link whole', () => {
    expect(answers(parseTextReply(three, '1\n2\nmailto:ops@example.com')).notify).toEqual(['mailto:ops@example.com']);
  });

  it('keeps URLs whole in a multi-select line', () => {
    expect(answers(parseTextReply(three, '1\nhttps://a.example/x,y, lint\nteam')).checks).toEqual([
      'https://a.example/x,y',
      'Lint',
    ]);
  });
});

describe('given ids that exist on Object.prototype', () => {
  it('returns them as own properties', () => {
    const request: AskUserRequest = {
      timeoutSeconds: 900,
      questions: [
        { ...deploy, id: 'constructor', header: 'A' },
        { ...notify, id: 'to_string', header: 'B' },
      ],
    };
    const result = answers(parseTextReply(request, 'constructor: 2\n1'));
    expect(Object.keys(result)).toEqual(['constructor', 'to_string']);
    expect(result['constructor']).toEqual(['Production']);
  });
});

describe('given option labels that read like key lines', () => {
  const plan: AskUserQuestion = {
    id: 'plan',
    header: 'Plan',
    question: 'Which plan?',
    multiSelect: false,
    options: [{ label: '1 - Basic' }, { label: '2 - Pro' }],
  };
  const confirm: AskUserQuestion = {
    id: 'confirm',
    header: 'Confirm',
    question: 'Go ahead?',
    multiSelect: false,
    options: [{ label: 'Yes' }, { label: 'No' }],
  };
  const planned: AskUserRequest = { timeoutSeconds: 900, questions: [plan, confirm] };

  it('reads a line that is a label of the question at its position as that label', () => {
    expect(answers(parseTextReply(planned, '2 - Pro\nYes'))).toEqual({ plan: ['2 - Pro'], confirm: ['Yes'] });
    expect(answers(parseTextReply(planned, '1 - basic\r\nNo'))).toEqual({ plan: ['1 - Basic'], confirm: ['No'] });
  });

  it('still reads key lines that are not a label at their position', () => {
    expect(answers(parseTextReply(planned, '2 - No\n1 - 2 - Pro'))).toEqual({ plan: ['2 - Pro'], confirm: ['No'] });
    expect(answers(parseTextReply(planned, 'confirm: Yes\nplan = 1 - Basic'))).toEqual({
      plan: ['1 - Basic'],
      confirm: ['Yes'],
    });
  });

  it('refuses such a label on another question’s line, where "2 - Pro" is also "question 2 = Pro"', () => {
    expect(issues(parseTextReply(planned, 'Yes\n2 - Pro'))).toEqual([{ path: 'lines[1]', code: 'ambiguous_key' }]);
  });
});
