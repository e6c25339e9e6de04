import type { AnswerField } from '../../src/core';
import { fieldProblem, fieldValue } from '../../src/mcp/field-check';
import { useClient } from './support/clients';
import { form } from './support/schemas';
import { useServer } from './support/server';

// The dock's verdict on an answer for a form's field is the real server's: for each kind, a corpus of
// what people type goes through the real elicitation (SDK server, ajv with ajv-formats): the server
// takes every answer the dock sends, and the dock refuses only what the server would, except where it
// is stricter on purpose (a number must read as one: "0x5" or "1." are not what a person means by 5 or 1).

const corpus: [AnswerField, Record<string, unknown>, string[], string[]?][] = [
  [
    { kind: 'email' },
    { type: 'string', format: 'email' },
    [
      'ada@example.com',
      'ada at example.com',
      'a.b+c@sub.example.co',
      'ada@',
      '@example.com',
      'ada@example',
      'ädä@example.com',
      ' ada@example.com',
    ],
  ],
  [
    { kind: 'uri' },
    { type: 'string', format: 'uri' },
    [
      'https://example.com/a?b=c#d',
      'example.com/ada',
      'mailto:ada@example.com',
      'urn:isbn:123',
      'http://',
      'https://exa mple.com',
      'ftp://x.y/z',
    ],
  ],
  [
    { kind: 'date' },
    { type: 'string', format: 'date' },
    ['2026-03-14', '2026-02-30', '2024-02-29', '2025-02-29', '2026-3-14', '14/03/2026', '2026-03-14T00:00:00Z'],
  ],
  [
    { kind: 'date-time' },
    { type: 'string', format: 'date-time' },
    [
      '2026-03-14T09:30:00Z',
      '2026-03-14T09:30:00',
      '2026-03-14T09:30:00+07:00',
      '2026-03-14 09:30:00Z',
      '2026-03-14T25:00:00Z',
      '2026-03-14t09:30:00z',
    ],
  ],
  [
    { kind: 'text', minLength: 2, maxLength: 3 },
    { type: 'string', minLength: 2, maxLength: 3 },
    ['a', 'ab', 'abcd', '👍👍👍', '👍👍👍👍', 'กี่', 'ก'],
  ],
  [
    { kind: 'integer', minimum: 1, maximum: 10 },
    { type: 'integer', minimum: 1, maximum: 10 },
    ['1', '10', '0', '11', '2.5', ' 4 ', '1e1', 'four', '', '0x5'],
    ['0x5'],
  ],
  [
    { kind: 'number', minimum: 0.5, maximum: 99.5 },
    { type: 'number', minimum: 0.5, maximum: 99.5 },
    ['0.5', '99.5', '0.25', '100', '-1', '1.', '.5', '42'],
    ['1.', '.5'],
  ],
];

describe('given the SDK client in-process', () => {
  const server = useServer('in-process');
  const client = useClient('sdk', server);

  it.each(corpus)(
    'the server takes what the dock sends for a %o field, and refuses what it refuses',
    async (field, schema, texts, stricter = []) => {
      for (const text of texts) {
        client().answer(() => ({
          action: 'accept',
          content: { field: fieldValue(field, text) } as Record<string, string>,
        }));
        const received = await client().call('elicit_form', {
          message: 'Check',
          requestedSchema: form({ field: schema }),
        });
        const taken = !('error' in (received as object));
        const dock = fieldProblem(field, text) === undefined;
        expect({ text, dock }).toEqual({ text, dock: taken && !stricter.includes(text) });
      }
    },
  );
});
