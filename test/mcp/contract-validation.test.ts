import { CLIENTS, connectAiSdkClient, connectSdkClient, useClient } from './support/clients';
import { EVERY_KIND, EVERY_KIND_ANSWER, form } from './support/schemas';
import { TRANSPORTS, useServer } from './support/server';

// The server checks accepted content against the form it sent (Ajv with ajv-formats, all errors)
// and fails its own request with -32602 when it does not match: the tool never sees the content.
// What it lets through is pinned as well: a form must not promise a check the server does not make.

const message = 'Book the room';
const mismatch = 'MCP error -32602: Elicitation response content does not match requested schema: ';

/** A field, a value the person gave for it, and the reason the server's tool is told. */
const refused: [string, Record<string, unknown>, unknown, string][] = [
  ['an email', { type: 'string', format: 'email' }, 'ada at example.com', 'data/field must match format "email"'],
  ['a URI', { type: 'string', format: 'uri' }, 'example.com/ada', 'data/field must match format "uri"'],
  [
    'a date that is not in the calendar',
    { type: 'string', format: 'date' },
    '2026-02-30',
    'data/field must match format "date"',
  ],
  [
    'a date-time without a zone',
    { type: 'string', format: 'date-time' },
    '2026-03-14T09:30:00',
    'data/field must match format "date-time"',
  ],
  [
    'a string under minLength',
    { type: 'string', minLength: 2 },
    'a',
    'data/field must NOT have fewer than 2 characters',
  ],
  [
    'a string over maxLength',
    { type: 'string', maxLength: 3 },
    'abcd',
    'data/field must NOT have more than 3 characters',
  ],
  ['a fraction for an integer', { type: 'integer' }, 2.5, 'data/field must be integer'],
  ['a numeral string for an integer', { type: 'integer' }, '4', 'data/field must be integer'],
  ['a number over its maximum', { type: 'number', maximum: 99.5 }, 100, 'data/field must be <= 99.5'],
  ['a number under its minimum', { type: 'number', minimum: 0.5 }, 0.25, 'data/field must be >= 0.5'],
  ['a string for a boolean', { type: 'boolean' }, 'true', 'data/field must be boolean'],
  [
    'a value outside an enum',
    { type: 'string', enum: ['north', 'south'] },
    'east',
    'data/field must be equal to one of the allowed values',
  ],
  [
    'a value outside a titled oneOf',
    {
      type: 'string',
      oneOf: [
        { const: 'p1', title: 'Urgent' },
        { const: 'p2', title: 'Normal' },
      ],
    },
    'p3',
    'data/field must be equal to constant, data/field must be equal to constant, data/field must match exactly one schema in oneOf',
  ],
  [
    'an item outside a multi-choice enum',
    { type: 'array', items: { type: 'string', enum: ['plan', 'review'] } },
    ['plan', 'lunch'],
    'data/field/1 must be equal to one of the allowed values',
  ],
  [
    'an item outside a titled anyOf',
    {
      type: 'array',
      items: {
        anyOf: [
          { const: 'web', title: 'Web' },
          { const: 'ios', title: 'iOS' },
        ],
      },
    },
    ['android'],
    'data/field/0 must be equal to constant, data/field/0 must be equal to constant, data/field/0 must match a schema in anyOf',
  ],
  [
    'fewer choices than minItems',
    { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] } },
    ['a'],
    'data/field must NOT have fewer than 2 items',
  ],
  [
    'more choices than maxItems',
    { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
    ['a', 'b'],
    'data/field must NOT have more than 1 items',
  ],
];

/** Content the server lets through although a form might suggest otherwise. */
const allowed: [string, Record<string, unknown>, Record<string, unknown>][] = [
  // maxLength and minLength count code points: neither UTF-16 units (6 here) nor what a person sees as one letter.
  ['three emoji under maxLength 3', form({ field: { type: 'string', maxLength: 3 } }), { field: '👍👍👍' }],
  ['one Thai letter with two marks for minLength 3', form({ field: { type: 'string', minLength: 3 } }), { field: 'กี่' }],
  ['a field the form does not have', form({ field: { type: 'string' } }), { field: 'x', other: 1 }],
  [
    'the same choice twice',
    form({ field: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } }),
    { field: ['a', 'a'] },
  ],
];

describe.each(TRANSPORTS)('over %s', (transport) => {
  const server = useServer(transport);

  describe.each(CLIENTS)('given the %s client', (kind) => {
    const client = useClient(kind, server);

    it.each(refused)('the tool is told -32602 for %s', async (_, field, value, reason) => {
      client().answer(() => ({ action: 'accept', content: { field: value } as Record<string, string> }));

      const received = await client().call('elicit_form', { message, requestedSchema: form({ field }) });

      expect(received).toEqual({ error: { code: -32602, message: mismatch + reason } });
    });

    it('the tool is told of every missing required field and every bad value at once', async () => {
      client().answer(() => ({ action: 'accept', content: { guests: 11, email: 'ada' } }));

      const received = await client().call('elicit_form', { message, requestedSchema: EVERY_KIND });

      expect(received).toEqual({
        error: {
          code: -32602,
          message:
            mismatch +
            'data must have required property \'topics\', data/email must match format "email", data/guests must be <= 10',
        },
      });
    });

    it.each(allowed)('the tool receives %s', async (_, requestedSchema, content) => {
      client().answer(() => ({ action: 'accept', content: content as Record<string, string> }));

      const received = await client().call('elicit_form', { message, requestedSchema });

      expect(received).toEqual({ result: { action: 'accept', content } });
    });
  });

  describe('given a reply value no field kind has (an object)', () => {
    const content = { field: { nested: true } } as unknown as Record<string, string>;

    it('the SDK Client refuses its own handler’s reply, and the tool is told -32602', async () => {
      const client = await connectSdkClient(server());
      onTestFinished(() => client.close());
      client.answer(() => ({ action: 'accept', content }));

      const received = await client.call('elicit_form', {
        message,
        requestedSchema: form({ field: { type: 'string' } }),
      });

      expect(received).toEqual({
        error: {
          code: -32602,
          message: expect.stringMatching(/^MCP error -32602: MCP error -32602: Invalid elicitation result: \[/),
        },
      });
    });

    it('the AI SDK client sends it, and the tool is told a parse error of the server’s with no code', async () => {
      const client = await connectAiSdkClient(server());
      onTestFinished(() => client.close());
      client.answer(() => ({ action: 'accept', content }));

      const received = await client.call('elicit_form', {
        message,
        requestedSchema: form({ field: { type: 'string' } }),
      });

      expect(received).toEqual({
        error: { message: expect.stringContaining('"message": "Invalid input: expected string, received object"') },
      });
    });
  });

  it('an SDK Client with applyDefaults fills in the defaults of empty fields before the server checks', async () => {
    const client = await connectSdkClient(server(), { elicitation: { form: { applyDefaults: true } } });
    onTestFinished(() => client.close());
    // `guests` is required and left empty: its default makes the reply valid.
    client.answer(() => ({ action: 'accept', content: { email: EVERY_KIND_ANSWER.email, topics: ['review'] } }));

    const received = await client.call('elicit_form', { message, requestedSchema: EVERY_KIND });

    expect(received).toEqual({
      result: {
        action: 'accept',
        content: {
          email: EVERY_KIND_ANSWER.email,
          topics: ['review'],
          note: 'See you',
          guests: 2,
          remind: true,
          priority: 'p2',
          teams: ['web'],
        },
      },
    });
  });
});
