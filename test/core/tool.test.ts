import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askUserToolDefinition, normalizeAskUser, type Issue } from '../../src/core/index';
import { oneQuestion, storyDeployRequest, threeQuestions } from '../support/requests';

// The tool schema is what the model is told; normalizeAskUser is what the library accepts. They must
// agree, except where askUserToolDefinition's JSDoc says the normalizer is more lenient (it repairs with a
// warning) or stricter (rules JSON Schema cannot state).
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
const validate = ajv.compile(askUserToolDefinition.inputSchema);
const schemaAccepts = (input: unknown) => validate(input) === true;

const q = (fields: Record<string, unknown> = {}) => ({
  id: 'deploy_target',
  header: 'Target',
  question: 'Where should I deploy?',
  options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
  ...fields,
});

/** Inputs both must accept or both refuse. */
const agreed: Array<[string, unknown]> = [
  ['three questions with descriptions', threeQuestions()],
  ['the stories request', storyDeployRequest()],
  ['one question with a timeout', oneQuestion()],
  ['multiSelect true', { questions: [q({ multiSelect: true })] }],
  ['four options', { questions: [q({ options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }] })] }],
  ['timeout at both ends', { questions: [q()], timeoutSeconds: 30 }],
  ['timeout 3600', { questions: [q()], timeoutSeconds: 3600 }],
  [
    'a Thai request',
    {
      questions: [
        q({ header: 'ปลายทาง', question: 'จะ deploy ที่ไหน?', options: [{ label: 'สเตจจิง' }, { label: 'โปรดักชัน' }] }),
      ],
    },
  ],
  ['no questions', { questions: [] }],
  ['four questions', { questions: ['a', 'b', 'c', 'd'].map((id) => q({ id })) }],
  ['one option', { questions: [q({ options: [{ label: 'Only' }] })] }],
  ['five options', { questions: [q({ options: ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label })) })] }],
  ['a camelCase id', { questions: [q({ id: 'deployTarget' })] }],
  ['an id starting with a digit', { questions: [q({ id: '1st' })] }],
  ['an unknown top-level key', { questions: [q()], extra: true }],
  ['an unknown question key', { questions: [q({ priority: 1 })] }],
  ['an unknown option key', { questions: [q({ options: [{ label: 'A', value: 'a' }, { label: 'B' }] })] }],
  ['a missing header', { questions: [{ id: 'a', question: 'Q?', options: [{ label: 'A' }, { label: 'B' }] }] }],
  ['a missing question', { questions: [{ id: 'a', header: 'H', options: [{ label: 'A' }, { label: 'B' }] }] }],
  ['missing options', { questions: [{ id: 'a', header: 'H', question: 'Q?' }] }],
  ['a blank question', { questions: [q({ question: '   ' })] }],
  ['an empty label', { questions: [q({ options: [{ label: '' }, { label: 'B' }] })] }],
  ['a number label', { questions: [q({ options: [{ label: 1 }, { label: 'B' }] })] }],
  ['a 65-character label', { questions: [q({ options: [{ label: 'x'.repeat(65) }, { label: 'B' }] })] }],
  ['a string multiSelect', { questions: [q({ multiSelect: 'yes' })] }],
  ['a fractional timeout', { questions: [q()], timeoutSeconds: 90.5 }],
  ['a string timeout', { questions: [q()], timeoutSeconds: '900' }],
  ['a number description', { questions: [q({ options: [{ label: 'A', description: 2 }, { label: 'B' }] })] }],
  ['questions as an object', { questions: { 0: q() } }],
  ['an array', [q()]],
  ['null', null],
  ['a string', 'ask the user'],
];

/** Inputs they treat differently on purpose, with the verdict of each and why (askUserToolDefinition's JSDoc). */
const differences: Array<[string, unknown, { schema: boolean; normalizer: boolean; code?: Issue['code'] }]> = [
  // The normalizer repairs what a model may send, with a warning.
  [
    'a long header (cut to 12)',
    { questions: [q({ header: 'Deployment target' })] },
    { schema: true, normalizer: true, code: 'header_truncated' },
  ],
  [
    'a short timeout (clamped to 30)',
    { questions: [q()], timeoutSeconds: 5 },
    { schema: false, normalizer: true, code: 'timeout_clamped' },
  ],
  [
    'a long timeout (clamped to 3600)',
    { questions: [q()], timeoutSeconds: 86400 },
    { schema: false, normalizer: true, code: 'timeout_clamped' },
  ],
  [
    'null for an omitted field (strict modes)',
    { questions: [q({ multiSelect: null })], timeoutSeconds: null },
    { schema: false, normalizer: true },
  ],
  [
    'an "Other" option (removed)',
    { questions: [q({ options: [{ label: 'A' }, { label: 'B' }, { label: 'Other' }] })] },
    { schema: true, normalizer: true, code: 'other_option_removed' },
  ],
  // The normalizer checks what JSON Schema cannot say.
  ['duplicate ids', { questions: [q(), q()] }, { schema: true, normalizer: false, code: 'duplicate_id' }],
  [
    'labels equal but for case',
    { questions: [q({ options: [{ label: 'Prod' }, { label: 'prod' }] })] },
    { schema: true, normalizer: false, code: 'duplicate_label' },
  ],
  [
    'a label of invisible characters',
    { questions: [q({ options: [{ label: '\u200b' }, { label: 'B' }] })] },
    { schema: true, normalizer: false, code: 'blank' },
  ],
  [
    'one option left after removing "Other"',
    { questions: [q({ options: [{ label: 'A' }, { label: 'Other' }] })] },
    { schema: true, normalizer: false, code: 'too_few_options' },
  ],
  // 64 user-perceived characters are more than 64 code points.
  [
    'a label of 64 flags',
    { questions: [q({ options: [{ label: '🇹🇭'.repeat(64) }, { label: 'B' }] })] },
    { schema: false, normalizer: true },
  ],
  // The gateway's fields are not the tool's.
  ['a url question', { questions: [q({ url: 'https://example.com' })] }, { schema: false, normalizer: true }],
];

describe('askUserToolDefinition', () => {
  it('is a tool definition named ask_user whose description carries the guidance', () => {
    expect(askUserToolDefinition.name).toBe('ask_user');
    const text = askUserToolDefinition.description;
    expect(text).toMatch(/truly belongs to the user/);
    expect(text).toMatch(/never ask more than three/);
    expect(text).toMatch(/" \(Recommended\)"/);
    expect(text).toMatch(/Never add an "Other" option/);
    expect(text).toMatch(/no_answer.*best judgment/);
    expect(text).toMatch(/whether you may proceed or to confirm your own plan/);
    // Short enough for a tool prompt.
    expect(text.length).toBeLessThan(1200);
    expect(askUserToolDefinition.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('is frozen, so no caller can change it for the others', () => {
    expect(() => {
      (askUserToolDefinition.inputSchema.required as string[]).push('timeoutSeconds');
    }).toThrow(TypeError);
    expect(askUserToolDefinition.inputSchema.required).toEqual(['questions']);
  });

  it.each(agreed)('agrees with normalizeAskUser on %s', (_name, input) => {
    expect(schemaAccepts(input)).toBe(normalizeAskUser(input).ok);
  });

  it.each(differences)('differs from normalizeAskUser as documented on %s', (_name, input, verdict) => {
    expect(schemaAccepts(input)).toBe(verdict.schema);
    const result = normalizeAskUser(input);
    expect(result.ok).toBe(verdict.normalizer);
    if (verdict.code) {
      const issues = result.ok ? result.warnings : result.errors;
      expect(issues.map((issue) => issue.code)).toContain(verdict.code);
    }
  });

  it('agrees with normalizeAskUser on generated requests outside the documented differences', () => {
    const text = fc.oneof(
      fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[a-z]$/),
      fc.constantFrom('', ' ', 'x'.repeat(65)),
    );
    const option = fc.record({ label: text, description: text }, { requiredKeys: ['label'] });
    const question = fc.record(
      {
        id: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), fc.constantFrom('Bad', '')),
        header: fc.stringMatching(/^[A-Za-z]{1,12}$/),
        question: text,
        options: fc.array(option, { maxLength: 5 }),
        multiSelect: fc.boolean(),
      },
      { requiredKeys: ['id', 'header', 'question', 'options'] },
    );
    const request = fc.record(
      { questions: fc.array(question, { maxLength: 4 }), timeoutSeconds: fc.integer({ min: 30, max: 3600 }) },
      { requiredKeys: ['questions'] },
    );
    fc.assert(
      fc.property(request, (input) => {
        const result = normalizeAskUser(input);
        const codes = result.ok ? result.warnings.map((w) => w.code) : result.errors.map((e) => e.code);
        // What JSON Schema cannot state (see `differences`): skip those inputs.
        fc.pre(!codes.some((code) => ['duplicate_id', 'duplicate_label', 'other_option_removed'].includes(code)));
        expect(schemaAccepts(input)).toBe(result.ok);
      }),
      { numRuns: 2000 },
    );
  });
});
