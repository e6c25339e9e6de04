/**
 * What the store's shell (store.ts) hands its actions (actions.ts, submit.ts): the {@link StoreCore}
 * they work on, the one gate every action passes (a finished prompt refuses, a passed deadline
 * expires first, an edit waits for a running transport) and the refusals they give.
 */
import type { Clock } from './clock';
import type { QuestionStoreOptions } from './options';
import type { ActionResult, QuestionState, ResolutionSource, StoreError, TerminalStatus } from './types';
import type { AskUserRequest, ToolResult } from '../request/types';

/** What the actions need of their store. @internal */
export interface StoreCore {
  readonly request: AskUserRequest;
  readonly clock: Clock;
  readonly options: QuestionStoreOptions;
  /** The current state. */
  state(): QuestionState;
  /** Applies a change: saves what is persisted and tells the listeners. */
  set(patch: Partial<QuestionState>): void;
  /** Ends the prompt (the first time only) and calls `onResolve`. */
  resolve(
    status: TerminalStatus,
    source: ResolutionSource,
    result: ToolResult,
    error?: StoreError | null,
  ): ActionResult;
  /** Expires when the deadline has passed; true when the prompt is (now) expired. */
  expireIfDue(error?: StoreError | null): boolean;
  /** (Re)starts the expiry timer. */
  arm(): void;
}

/** The one successful outcome. */
export const OK: ActionResult = /* @__PURE__ */ Object.freeze({ ok: true });

/** A refused action whose error is not shown in state. */
export function refused(error: StoreError): ActionResult {
  return { ok: false, error };
}

/** The refusal of an action on a finished prompt. */
export const closed = (): ActionResult => refused({ code: 'terminal' });

/** The error of an answer that came after the deadline. */
export const tooLate = (): StoreError => ({ code: 'expired' });

/** A refused action whose error is shown in state (while the prompt is open). */
export function fail(core: StoreCore, error: StoreError): ActionResult {
  if (!core.state().resolution) core.set({ error });
  return { ok: false, error };
}

/** Common gate of every action: finished prompts refuse, a passed deadline expires first. */
export function gate(core: StoreCore, editing: boolean): ActionResult | undefined {
  if (core.expireIfDue()) return { ok: false, error: core.state().error ?? tooLate() };
  const state = core.state();
  if (state.resolution) return closed();
  if (editing && state.status === 'submitting') return refused({ code: 'busy' });
  return undefined;
}

/** `action` behind the {@link gate}; `editing` actions are also refused while a transport runs. */
export function gated<A extends unknown[]>(
  core: StoreCore,
  editing: boolean,
  action: (...args: A) => ActionResult,
): (...args: A) => ActionResult {
  return (...args) => gate(core, editing) ?? action(...args);
}
