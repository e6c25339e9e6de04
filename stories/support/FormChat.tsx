// The host page around McpFormDock in the form stories: a chat whose MCP server asks once (a form or
// a link) when the story opens, and what the server received dropped into the timeline.
import { useState } from 'react';
import type { Messages, QuestionStore } from '../../src/index';
import { createFormPrompts, type FormMessages, type FormPrompts, type FormResult } from '../../src/mcp';
import { McpFormDock } from '../../src/mcp-react';
import { chatText, Composer, Message, type ChatText } from './Chat';

/** Props of {@link FormChat}. */
export interface FormChatProps {
  /** The `elicitation/create` params the server sends (form or URL mode). */
  readonly params: Record<string, unknown>;
  /** Who asks. */
  readonly server?: string | undefined;
  /** The person's message before the server asked. */
  readonly intro?: string | undefined;
  /** The dock's words. */
  readonly messages?: Messages | undefined;
  /** The form's words. */
  readonly formMessages?: FormMessages | undefined;
  /** The host page's words. */
  readonly text?: ChatText | undefined;
  /** Brings the form (or the link) to the state the story shows, as the person would have. */
  readonly prepare?: ((form: QuestionStore | undefined, prompts: FormPrompts) => void) | undefined;
  /** What the server's request resolved with (an action in the Actions panel). */
  readonly onResult?: ((result: FormResult) => void) | undefined;
}

/** A chat whose server sends `params` once; the result it gets back shows in the timeline. */
export function FormChat({
  params,
  server,
  intro,
  messages,
  formMessages,
  text = chatText,
  prepare,
  onResult,
}: FormChatProps) {
  const [result, setResult] = useState<FormResult>();
  const [prompts] = useState(() => {
    const made = createFormPrompts({ server, messages: formMessages });
    void made.ask(params).then((got) => {
      setResult(got);
      onResult?.(got);
    });
    prepare?.(made.queue.getState().active, made);
    return made;
  });
  return (
    <div className="demo-chat">
      <ol className="demo-timeline" aria-label={text.conversation}>
        {intro && (
          <Message from="user" text={text}>
            {intro}
          </Message>
        )}
        {result && (
          <li>
            <output className="demo-output" aria-label="Server received">
              {JSON.stringify(result)}
            </output>
          </li>
        )}
      </ol>
      <McpFormDock prompts={prompts} {...(messages && { messages })} composer={<Composer text={text} />} />
    </div>
  );
}

/** A form's params, the way a server writes them: its message and its fields (all required unless named in `optional`). */
export function formParams(message: string, properties: Record<string, unknown>, optional: readonly string[] = []) {
  return {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties,
      required: Object.keys(properties).filter((name) => !optional.includes(name)),
    },
  };
}
