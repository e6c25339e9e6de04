/**
 * The tool cards of the Control UI's chat timeline (its `tool-result` surface). With Tool Search on
 * (OpenClaw's default, and what `openclaw onboard` leaves) the model reaches `ask_user` through
 * `tool_call`, which the Control UI shows as a generic "Tool Call" card: for that card the plugin
 * shows the answer summary instead, rebuilt from the card's input and result text, which the
 * Control UI has both live and after a reload. Every other card, and a `tool_call` whose result is
 * not there yet or cannot be read, is the Control UI's own (`mountDefault`): never a blank card.
 */
import { isObject, ownField, summarizeToolSearchCall } from '../core/internal';
import type { AnswerSummaryData } from '../core';
import type { QuestionDockSummaryElement } from '../element/summary';
import type { ControlUiHostLike, Disposer, MountedView, ToolResultContext, ToolResultProps } from './host-types';

/** The summary's class; the plugin's stylesheet gives it the Control UI's theme. */
const SUMMARY_CLASS = 'qd-openclaw-summary';

/** The answer summary of a finished `tool_call` to OpenClaw's `ask_user`; undefined for any other card. */
function summaryOf({ toolName, input, output }: ToolResultProps): AnswerSummaryData | undefined {
  if (toolName !== 'tool_call' || !isObject(output) || ownField(output, 'isError') === true) return undefined;
  return summarizeToolSearchCall(input, ownField(output, 'text'));
}

/**
 * Mounts one tool card into `container`: the `<tag>` summary element for an `ask_user` reached
 * through `tool_call`, else the Control UI's own card. Each update looks again, so a `tool_call`
 * shown running while its question waits turns into the summary once its result arrives.
 */
export function mountToolResult(
  host: ControlUiHostLike,
  tag: string,
  container: HTMLElement,
  first: ToolResultContext,
): MountedView<ToolResultContext> {
  let summary: QuestionDockSummaryElement | undefined;
  let unmountDefault: Disposer | undefined;

  /** Shows `data` in the summary element; false when the element cannot be made (then the card stays the Control UI's). */
  const showSummary = (data: AnswerSummaryData): boolean => {
    const Summary = customElements.get(tag);
    if (!Summary) return false;
    try {
      summary ??= new Summary() as QuestionDockSummaryElement;
      summary.className = SUMMARY_CLASS;
      // The Control UI's language picks the summary's words, as it does the dock's.
      if (host.locale) summary.setAttribute('lang', host.locale);
      summary.summary = data;
    } catch (error) {
      console.warn(`question-dock: <${tag}> could not show a tool_call's answers; the Control UI's card stays.`, error);
      return false;
    }
    unmountDefault?.();
    unmountDefault = undefined;
    if (!summary.isConnected) container.append(summary);
    return true;
  };

  const show = (context: ToolResultContext): void => {
    const data = summaryOf(context.props);
    if (data && showSummary(data)) return;
    summary?.remove();
    unmountDefault ??= context.mountDefault(container);
  };
  show(first);

  return {
    update: show,
    dispose() {
      unmountDefault?.();
      summary?.remove();
    },
  };
}

/** The tool-result replacement's id. */
export const TOOL_RESULT_REPLACEMENT_ID = 'question-dock-tool-result';

/**
 * Registers and selects the tool-result replacement. A Control UI that refuses it keeps its own tool
 * cards, and the dock still works (a console warning says so). Returns what undoes it.
 */
export function replaceToolResults(host: ControlUiHostLike, tag: string): Disposer {
  let unregister: Disposer | undefined;
  try {
    unregister = host.ui.registerReplacement({
      id: TOOL_RESULT_REPLACEMENT_ID,
      label: 'Question dock',
      surface: 'tool-result',
      mount: (container, context) => mountToolResult(host, tag, container, context),
    });
    host.ui.selectReplacement('tool-result', TOOL_RESULT_REPLACEMENT_ID);
  } catch (error) {
    unregister?.();
    console.warn(`question-dock: this Control UI refused a tool-result view; its own tool cards stay.`, error);
    return () => {};
  }
  return unregister;
}
