/**
 * URL-mode elicitations: a server asks the person to open a page (to sign in, to pay) and later says
 * the step is done (`notifications/elicitation/complete`). A link is no form: it waits in its own list
 * beside the forms' queue, and the dock shows the oldest above the composer. Nothing opens by itself:
 * Open is the person's accept, Decline their no, Cancel leaves it unanswered.
 */
import { isObject, ownField } from '../core/internal';
import { createWatchedList, type WatchedList } from './list';

/** One link the person is asked to open. */
export interface LinkPrompt {
  /** The server's id of this step (`elicitationId`): its completion names it. */
  readonly elicitationId: string;
  /** Why the server asks. */
  readonly message: string;
  /** The page to open (an http or https URL, checked). */
  readonly url: URL;
  /** Who asks (the server's title or name), if known. */
  readonly server?: string | undefined;
  /** `asking` until the person opens it; `opened` while the server finishes the step. */
  readonly state: 'asking' | 'opened';
  /** The person opens the page (the app opens the tab): the server is told they accept. */
  open(): void;
  /** The person says no. */
  decline(): void;
  /** The person leaves it unanswered, or puts away the note once opened. */
  cancel(): void;
}

/** The links waiting, oldest first, with subscribe for a UI. */
export type LinkPrompts = WatchedList<LinkPrompt>;

/** What a link's request resolves with. */
export type LinkAction = 'accept' | 'decline' | 'cancel';

/** A link's params read: the message and a URL the person may open, or why not. */
export function readLink(params: unknown): { message: string; url: URL; elicitationId: string } | string {
  const field = (key: string) => {
    const value = isObject(params) ? ownField(params, key) : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const [message, href, elicitationId] = [field('message'), field('url'), field('elicitationId')];
  if (message === undefined || href === undefined || elicitationId === undefined)
    return 'the request has no message, url or elicitationId';
  let url: URL | undefined;
  try {
    url = new URL(href);
  } catch {
    url = undefined;
  }
  // Only a page: a javascript:, data: or file: URL could act in the person's name without showing itself.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'the url is not an http(s) address';
  return { message, url, elicitationId };
}

/** The list of links and its edits, for the prompts. @internal */
export function createLinkList() {
  const { list, set, get } = createWatchedList<LinkPrompt>('links');
  const remove = (link: LinkPrompt) => set(get().filter((l) => l !== link));

  /** Shows a link; resolves with what the person did (or `cancel` when `signal` aborts first). */
  function add(read: Omit<LinkPrompt, 'state' | 'open' | 'decline' | 'cancel'>, signal?: AbortSignal) {
    return new Promise<LinkAction>((resolve) => {
      let answered = false;
      const end = (link: LinkPrompt, action: LinkAction) => {
        signal?.removeEventListener('abort', withdraw);
        remove(link);
        if (!answered) resolve(action);
        answered = true;
      };
      const asking: LinkPrompt = {
        ...read,
        state: 'asking',
        open: () => {
          if (answered) return;
          answered = true;
          signal?.removeEventListener('abort', withdraw);
          resolve('accept');
          set(get().map((l) => (l === asking ? opened : l)));
        },
        decline: () => end(asking, 'decline'),
        cancel: () => end(asking, 'cancel'),
      };
      const opened: LinkPrompt = { ...asking, state: 'opened', cancel: () => remove(opened) };
      const withdraw = () => end(asking, 'cancel');
      if (signal?.aborted) return resolve('cancel');
      signal?.addEventListener('abort', withdraw, { once: true });
      set([...get(), asking]);
    });
  }

  /** The server says the step is done: its link leaves the list, whatever its state. */
  const complete = (elicitationId: string) => {
    for (const link of get()) if (link.elicitationId === elicitationId) link.cancel();
  };

  return { list, add, complete, clear: () => get().forEach((link) => link.cancel()) };
}
