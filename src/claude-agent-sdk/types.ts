/**
 * The shapes of Claude's AskUserQuestion (as the Claude Agent SDK hands it to `canUseTool`) and of the
 * messages the server and the page exchange over the app's own channel. Plain JSON: whatever carries
 * them (a WebSocket, server-sent events and a POST) sends them as they are.
 */

/** Claude's AskUserQuestion input, as `canUseTool` receives it (the CLI has checked it: 1-4 questions, 2-4 options). */
export interface AskUserQuestionInput {
  readonly questions: ReadonlyArray<{
    /** The question itself; the answers are keyed by it. */
    readonly question: string;
    /** A short chip ("max 12 chars" in the tool's description; the CLI does not enforce it). */
    readonly header: string;
    readonly options: ReadonlyArray<{
      readonly label: string;
      readonly description: string;
      /** What the option would look like (a mockup, a snippet), in the session's `previewFormat`. */
      readonly preview?: string;
    }>;
    readonly multiSelect: boolean;
  }>;
}

/** One question's annotation in an answer: the person's notes, the preview they picked, or why it has no answer. */
export interface AskUserQuestionAnnotation {
  /** The person's notes on their answer. */
  readonly notes?: string;
  /** The preview of the option they picked. */
  readonly preview?: string;
  /**
   * Why the question has no answer: `skipped` (the model reads "The user skipped question N"),
   * `replied_in_chat` or `dismissed` (the model sees only the text in `answers`).
   */
  readonly unanswered?: 'skipped' | 'replied_in_chat' | 'dismissed';
}

/** How the options' previews are written: the session's `toolConfig.askUserQuestion.previewFormat`. */
export type AskUserQuestionPreviewFormat = 'markdown' | 'html';

/** One open question, as the server sends it to the page. */
export interface AskUserQuestionAsk {
  /** The tool use's id (`toolUseID`): the prompt's id in the page, which keys its drafts. */
  readonly id: string;
  readonly input: AskUserQuestionInput;
  /** When the page stops waiting (ms epoch, the server's clock): the same deadline after a reload. */
  readonly expiresAt: number;
  /** How the options' previews are written (the bridge's `previewFormat`). */
  readonly previewFormat: AskUserQuestionPreviewFormat;
}

/** An answer in Claude's shape: answers keyed by question text, and each question's annotation. */
export interface AskUserQuestionAnswer {
  /** The labels picked joined by ", ", or the person's own text, by question text. */
  readonly answers: Readonly<Record<string, string>>;
  /** Notes, the preview picked, or why a question has no answer, by question text. */
  readonly annotations?: Readonly<Record<string, AskUserQuestionAnnotation>>;
}

/**
 * What the server sends the page: a new question (`ask`); every open one (`open`, for a page that
 * connects or reconnects: one it shows that is not listed is no longer answerable); a question the
 * turn no longer waits for (`cancel`: the session was interrupted, or a page could not show it); a
 * question a page answered (`answered`: another tab shows "Answered elsewhere" with the answer).
 */
export type AskUserQuestionToPage =
  | ({ readonly type: 'ask' } & AskUserQuestionAsk)
  | { readonly type: 'open'; readonly asks: readonly AskUserQuestionAsk[] }
  | { readonly type: 'cancel'; readonly id: string }
  | ({ readonly type: 'answered'; readonly id: string } & AskUserQuestionAnswer);

/**
 * What the page sends the server: the person's answer in Claude's shape (`answer`: answers keyed by
 * question text, the labels picked joined by ", " or the person's own text; a question with no answer
 * is annotated, never left out), or why the page cannot ask the question at all (`refuse`).
 */
export type AskUserQuestionToServer =
  | ({ readonly type: 'answer'; readonly id: string } & AskUserQuestionAnswer)
  | { readonly type: 'refuse'; readonly id: string; readonly message: string };
