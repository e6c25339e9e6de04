/**
 * The public store constructor: the store of store.ts with persistence opened synchronously, as
 * headless users and the gateway binding rely on (a draft is restored before the first read). A
 * module of its own so that code creating stores another way (the dock, which loads persistence
 * on demand) does not import `openPersistence` through it.
 */
import { openPersistence } from '../persistence/persist';
import { createStore } from './store';
import type { QuestionStoreOptions } from './options';
import type { QuestionStore } from './types';
import type { AskUserInput, AskUserRequest } from '../request/types';

/**
 * Creates the headless state machine behind a prompt. Framework-free: React binds it with
 * `useQuestionStore`, other code calls `subscribe` / `getState`.
 *
 * The request is normalized here, so the agent's raw input (`AskUserInput`) works as well as a
 * normalized `AskUserRequest`; one that does not normalize throws `InvalidRequestError` with the
 * structured issues. For input you have not checked (a tool call's `unknown` arguments), call
 * `normalizeAskUser` first: it reports bad input as a result, never an exception, and its frozen
 * request is taken as it is, not checked twice.
 *
 * The expiry timer runs from creation when someone waits for the result (`onResolve` or `send`),
 * else while the store has subscribers (see `expireUnobserved`: the React bindings create stores
 * during render and arm them only while mounted, so a render thrown away leaves no timer); every
 * action also checks the deadline first, so expiry is right even when a background tab throttles
 * the timer.
 *
 * @example
 * const store = createQuestionStore(request, { onResolve: (result) => sendToAgent(result) });
 * const stop = store.subscribe((s) => render(s));
 * store.select('deploy_target', 'Staging (Recommended)');
 * await store.submit(); // onResolve({ status: 'answered', answers: { answers: { deploy_target: [...] } } })
 */
export function createQuestionStore(
  request: AskUserInput | AskUserRequest,
  options: QuestionStoreOptions = {},
): QuestionStore {
  return createStore(request, options, openPersistence);
}
