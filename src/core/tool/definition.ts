/**
 * The `ask_user` tool as the model sees it: its name, the guidance in its description (when to ask,
 * how many questions, the recommended option first, no "Other", what to do after `no_answer`) and
 * its input schema. Plain JSON Schema, so one object serves OpenAI (`parameters`), Anthropic
 * (`input_schema`) and, through `askUserTool()` of `question-dock/ai-sdk`, the AI SDK.
 */
import {
  DEFAULT_TIMEOUT_SECONDS,
  HEADER_MAX_GRAPHEMES,
  LABEL_MAX_GRAPHEMES,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MAX_TIMEOUT_SECONDS,
  MIN_OPTIONS,
  MIN_QUESTIONS,
  MIN_TIMEOUT_SECONDS,
} from '../request/limits';

/** A JSON Schema object, in the plain shape tool-definition APIs take. */
export interface JsonSchemaObject {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required: string[];
  readonly additionalProperties: false;
  readonly [keyword: string]: unknown;
}

// Something visible: a blank string is refused by both the schema and normalizeAskUser.
const VISIBLE = '\\S';

// Joined with `+`, not `[...].join()`: a bundler drops it with the tool when the tool is not imported.
const DESCRIPTION =
  'Ask the user 1 to 3 structured questions and wait for the answer. ' +
  'Use it only when you cannot go on without a decision that truly belongs to the user: ' +
  'not for routine confirmations, and not for anything you can infer from the request, the code or a sensible default. ' +
  'Never use it to ask whether you may proceed or to confirm your own plan. ' +
  'Prefer a single question; never ask more than three. ' +
  `Give each question ${MIN_OPTIONS} to ${MAX_OPTIONS} options; put the recommended option first and end its label with " (Recommended)". ` +
  'Never add an "Other" option: the user can always answer in their own words. ' +
  'The result is {"status":"answered","answers":{"answers":{"<id>":["<label or the user\'s text>"]}}} (every value is an array) ' +
  'or {"status":"no_answer"} (expired, skipped or cancelled): then continue on your best judgment.';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const option = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: {
      type: 'string',
      pattern: VISIBLE,
      maxLength: LABEL_MAX_GRAPHEMES,
      description: 'What the user picks; unique within the question.',
    },
    description: { type: 'string', description: 'Optional: what choosing it means.' },
  },
};

const question = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'header', 'question', 'options'],
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z][a-z0-9_]*$',
      description: 'Unique snake_case answer key, e.g. "deploy_target".',
    },
    header: {
      type: 'string',
      pattern: VISIBLE,
      description: `Short label shown as a chip, at most ${HEADER_MAX_GRAPHEMES} characters (longer is cut).`,
    },
    question: { type: 'string', pattern: VISIBLE, description: 'The question, one sentence.' },
    options: {
      type: 'array',
      minItems: MIN_OPTIONS,
      maxItems: MAX_OPTIONS,
      items: option,
      description: 'The choices, recommended first. No "Other": free text is always offered.',
    },
    multiSelect: { type: 'boolean', default: false, description: 'true: the user may pick several options.' },
  },
};

/**
 * The `ask_user` tool definition, for any model API: `name`, `description` (the guidance the model
 * must follow) and `inputSchema` (plain JSON Schema: `additionalProperties: false`, 1-3 questions,
 * 2-4 options). Give it to your model as it is; validate what the model sends with
 * `normalizeAskUser`. With the AI SDK, `askUserTool()` (`question-dock/ai-sdk`) is this
 * definition in the AI SDK's `tool()` form. Offer the tool
 * in the agent's main session only, not to sub-agents (the user cannot see their questions).
 *
 * The schema and `normalizeAskUser` accept the same requests, except where the normalizer is more
 * lenient with what a model sends, repairing it with a warning instead of refusing it: it trims
 * text, cuts a long `header`, clamps `timeoutSeconds` into 30..3600, reads `null` as an omitted
 * optional field and removes an "Other" option. It is stricter where JSON Schema cannot say it:
 * unique ids, unique labels (trimmed, case-insensitive), no text made only of invisible
 * characters, and at least 2 options left after removing "Other". A label's 64-character limit
 * counts code points in the schema and user-perceived characters in the normalizer. The gateway's
 * `url`, `secret` and `allowOther` fields are not part of the tool.
 *
 * The object is frozen: copy it before changing anything.
 * @example
 * // OpenAI
 * tools: [{ type: 'function', function: { name: askUserToolDefinition.name, description: askUserToolDefinition.description, parameters: askUserToolDefinition.inputSchema } }]
 * // Anthropic
 * tools: [{ name: askUserToolDefinition.name, description: askUserToolDefinition.description, input_schema: askUserToolDefinition.inputSchema }]
 */
export const askUserToolDefinition: {
  readonly name: 'ask_user';
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
} = /* @__PURE__ */ deepFreeze({
  name: 'ask_user',
  description: DESCRIPTION,
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: {
      questions: {
        type: 'array',
        minItems: MIN_QUESTIONS,
        maxItems: MAX_QUESTIONS,
        items: question,
        description: 'One question is best; never more than three.',
      },
      timeoutSeconds: {
        type: 'integer',
        minimum: MIN_TIMEOUT_SECONDS,
        maximum: MAX_TIMEOUT_SECONDS,
        default: DEFAULT_TIMEOUT_SECONDS,
        description: 'How long to wait for the answer, in seconds.',
      },
    },
  },
});
