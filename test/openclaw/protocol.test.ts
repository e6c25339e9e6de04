import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../src/core/request/url';
import {
  GatewayRequestError,
  isQuestionAlreadyTerminal,
  isQuestionNotFound,
} from '../../src/gateway/connection/errors';
import {
  OPENCLAW_PROTOCOL,
  OPENCLAW_SCOPES,
  connectParams,
  readChallenge,
} from '../../src/gateway/connection/handshake';
import { answerParams } from '../../src/gateway/questions/outbound';
import { readRecord, readRecordList, readResolvedEvent } from '../../src/gateway/questions/records';
import { protocolVersion, validate } from './support/schemas';

// The pure protocol-4 mapping, checked against the JSON Schemas of the installed openclaw package:
// what it sends validates, and records that validate map to what the dock needs.

const secretRecord = {
  id: 'ask_secret_1',
  questions: [
    {
      questionId: 'api_key',
      header: 'API key',
      question: 'Paste the deploy API key',
      options: [],
      isOther: true,
      isSecret: true,
      secretStore: {
        name: 'DEPLOY_API_KEY',
        kind: 'env',
        allowedHosts: ['api.example.com', 'staging.example.com'],
        reason: 'Used to deploy',
      },
      secretStoreExisting: { updatedAtMs: 1796200000000, updatedBy: 'operator:alice' },
    },
  ],
  agentId: 'main',
  sessionKey: 'agent:main:main',
  runId: 'run-1',
  createdAtMs: 1796233302219,
  expiresAtMs: 1796233362219,
  status: 'pending',
};

const urlRecord = {
  id: 'ask_url_1',
  questions: [
    {
      questionId: 'read_doc',
      header: 'Docs',
      question: 'Does the page answer it?',
      url: 'https://docs.example.com/a?b=1',
      options: [{ label: 'Yes' }, { label: 'No', description: 'Ask again' }],
      isOther: true,
      multiSelect: false,
    },
    {
      questionId: 'bad_link',
      header: 'Bad',
      question: 'And this one?',
      url: 'javascript:alert(1)',
      options: [{ label: 'A' }, { label: 'B' }],
      isOther: true,
    },
  ],
  createdAtMs: 1000,
  expiresAtMs: 61000,
  status: 'pending',
};

describe('protocol 4 mapping (openclaw 2026.9.6 schemas)', () => {
  it('speaks the protocol version of the installed package', () => {
    expect(OPENCLAW_PROTOCOL).toBe(protocolVersion());
  });

  it('the fixtures are records the gateway itself would send', () => {
    expect(validate('QuestionRecordSchema', secretRecord)).toBeUndefined();
    expect(validate('QuestionRecordSchema', urlRecord)).toBeUndefined();
  });

  it('maps a record to an ask_user request: questionId -> id, deadline from expiresAtMs, http(s) links kept', () => {
    const parsed = readRecord(urlRecord);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.record.id).toBe('ask_url_1');
    expect(parsed.record.request).toEqual({
      questions: [
        {
          id: 'read_doc',
          header: 'Docs',
          question: 'Does the page answer it?',
          url: 'https://docs.example.com/a?b=1',
          options: [{ label: 'Yes' }, { label: 'No', description: 'Ask again' }],
          multiSelect: false,
        },
        // A link that is not http(s) is never rendered: the question is shown without it.
        { id: 'bad_link', header: 'Bad', question: 'And this one?', options: [{ label: 'A' }, { label: 'B' }] },
      ],
      timeoutSeconds: 60,
    });
    expect(parsed.record.expiresAtMs).toBe(61000);
  });

  it("keeps the secret fields of a record, as the question's secret", () => {
    const parsed = readRecord({ question: secretRecord });
    expect(parsed.ok && parsed.record.request.questions[0]?.['secret']).toEqual({
      store: {
        name: 'DEPLOY_API_KEY',
        kind: 'env',
        allowedHosts: ['api.example.com', 'staging.example.com'],
        reason: 'Used to deploy',
      },
      existing: { updatedAtMs: 1796200000000, updatedBy: 'operator:alice' },
    });
    expect(parsed.ok && parsed.record.sessionKey).toBe('agent:main:main');
  });

  it('a record it cannot use still names its id, so the agent can be answered', () => {
    expect(readRecord({ id: 'ask_x', questions: [], createdAtMs: 1, expiresAtMs: 2, status: 'pending' })).toEqual({
      ok: false,
      failure: { id: 'ask_x', reason: 'no questions', questions: [] },
    });
    expect(readRecord('nonsense')).toEqual({ ok: false, failure: { reason: 'not an object', questions: [] } });
    const list = readRecordList({ questions: [urlRecord, { id: 'ask_bad' }] });
    expect(list?.records.map((r) => r.id)).toEqual(['ask_url_1']);
    expect(list?.failures).toEqual([{ id: 'ask_bad', reason: 'no questions', questions: [] }]);
  });

  it('question.resolve params validate: answers with a resolutionId (and the host choice), or a cancel', () => {
    const answered = answerParams('ask_1', { answers: { deploy_target: ['Production'] } }, 'res-1');
    expect(answered).toEqual({
      id: 'ask_1',
      answers: { answers: { deploy_target: ['Production'] } },
      resolutionId: 'res-1',
    });
    expect(validate('QuestionResolveParamsSchema', answered)).toBeUndefined();
    const withHosts = answerParams('ask_1', { answers: { api_key: ['s3cr3t'] } }, 'res-2', ['api.example.com']);
    expect(withHosts).toMatchObject({ secretStoreAllowedHosts: ['api.example.com'] });
    expect(validate('QuestionResolveParamsSchema', withHosts)).toBeUndefined();
    expect(validate('QuestionResolveParamsSchema', { id: 'ask_1', cancel: true })).toBeUndefined();
  });

  it('connect params validate for the default browser and Node clients', () => {
    for (const client of [
      { id: 'openclaw-control-ui', mode: 'ui', version: '0.1.0', platform: 'Linux x86_64' },
      { id: 'gateway-client', mode: 'backend', version: '0.1.0', platform: 'linux' },
    ] as const) {
      const params = connectParams({ client, scopes: OPENCLAW_SCOPES, token: 't' });
      expect(validate('ConnectParamsSchema', params)).toBeUndefined();
      expect(params).toMatchObject({ minProtocol: 4, maxProtocol: 4, role: 'operator', auth: { token: 't' } });
      expect(params['scopes']).toContain('operator.questions');
    }
    // An id outside the package's list is refused by the schema, which is why the defaults are fixed.
    expect(
      validate(
        'ConnectParamsSchema',
        connectParams({
          client: { id: 'question-dock' as 'cli', mode: 'ui', version: '1', platform: 'x' },
          scopes: OPENCLAW_SCOPES,
        }),
      ),
    ).toBeDefined();
  });

  it('parses resolved events, the challenge and the two question errors', () => {
    const answered = { id: 'ask_1', status: 'answered', answers: { answers: { a: ['x'] } } };
    expect(validate('QuestionResolvedEventSchema', answered)).toBeUndefined();
    expect(readResolvedEvent(answered)).toEqual({ id: 'ask_1', status: 'answered', answers: { a: ['x'] } });
    expect(readResolvedEvent({ id: 'ask_1', status: 'expired' })).toEqual({ id: 'ask_1', status: 'expired' });
    expect(readResolvedEvent({ id: 'ask_1', status: 'answered' })).toBeUndefined();
    expect(readChallenge({ nonce: 'n', ts: 1796233293175 })).toEqual({ nonce: 'n', ts: 1796233293175 });
    const notFound = {
      code: 'INVALID_REQUEST',
      message: "question 'x' was not found",
      details: { reason: 'QUESTION_NOT_FOUND' },
    };
    const terminal = {
      code: 'INVALID_REQUEST',
      message: 'already answered',
      details: { reason: 'QUESTION_ALREADY_TERMINAL' },
    };
    expect(validate('ErrorShapeSchema', notFound)).toBeUndefined();
    // The transport turns an error response into a GatewayRequestError carrying its details.
    const asError = (e: typeof notFound) => new GatewayRequestError(e.code, e.message, e.details);
    expect(isQuestionNotFound(asError(notFound))).toBe(true);
    expect(isQuestionNotFound(asError(terminal))).toBe(false);
    expect(isQuestionAlreadyTerminal(asError(terminal))).toBe(true);
    expect(isQuestionAlreadyTerminal(new GatewayRequestError('UNAVAILABLE', 'starting'))).toBe(false);
  });

  it('only http and https links survive', () => {
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHttpUrl('http://a.example')).toBe('http://a.example/');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>', 'file:///etc/passwd', 'not a url', '//a.example'])
      expect(safeHttpUrl(bad)).toBeUndefined();
  });
});
