/**
 * A prompt that waits while nobody looks at the page would wait unseen until it expires: the
 * document title counts the waiting prompts while the page is hidden, and a system notification
 * may announce each one.
 * One registry per document counts every waiting prompt of every caller, so several docks (and a
 * headless caller beside them) never fight over the title. DOM-free: the document and the
 * Notification constructor are given, not looked up.
 */
import type { Messages } from '../messages/types';
import type { PromptQueue } from '../store/queue';
import { isolate, type ErrorReporter } from '../plumbing/report';
import type { QuestionStore } from '../store/types';

/** What {@link watchAttention} reads and writes of a page: `document` fits. */
interface AttentionDocument {
  readonly hidden: boolean;
  title: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** A shown system notification, as far as it is used here. */
interface NotificationLike {
  onclick: unknown;
  close(): void;
}

/** Options of {@link watchAttention}. */
export interface AttentionOptions {
  /** The page: `document` in a browser (or anything with `hidden`, `title` and `visibilitychange`). */
  readonly document: AttentionDocument;
  /**
   * Also announce each prompt that arrives while the page is hidden with a system notification.
   * Only when `Notification.permission` is already `'granted'`: permission is never asked for here.
   * `focus` (e.g. `() => window.focus()`) runs when the notification is clicked.
   */
  readonly notify?:
    | {
        readonly Notification: {
          readonly permission: string;
          new (title: string, options: { body: string; tag: string }): NotificationLike;
        };
        readonly focus?: (() => void) | undefined;
      }
    | undefined;
  /**
   * The words: the title marker and the notification heading (`messagesTh` for Thai).
   * @default English
   */
  readonly messages?: Pick<Messages, 'attentionTitle' | 'attentionNotice'> | undefined;
  /**
   * Where a throwing Notification constructor (some mobile browsers) or `focus` is reported.
   * @default ignored: the title still counts
   */
  readonly onError?: ErrorReporter | undefined;
}

/** Default English words (kept here, so only pages that use attention carry them). */
const english: { attentionTitle: (count: number, title: string) => string; attentionNotice: string } = {
  attentionTitle: (count, title) => `(${count} ${count === 1 ? 'question' : 'questions'}) ${title}`.trim(),
  attentionNotice: 'The agent is asking you something',
};

interface Watcher {
  /** The prompts of this caller that wait for the person now. */
  readonly waiting: () => readonly QuestionStore[];
  readonly options: AttentionOptions;
}

interface Registry {
  readonly watchers: Set<Watcher>;
  /** Re-counts and updates the title (and notifications). */
  readonly update: () => void;
}

const registries = new WeakMap<AttentionDocument, Registry>();
/** Prompts already announced: one notification per prompt, whoever watches it and however often. */
const announcedOnce = new WeakSet<QuestionStore>();

const isWaiting = (store: QuestionStore): boolean => store.getState().status === 'pending';

function createRegistry(doc: AttentionDocument): Registry {
  const watchers = new Set<Watcher>();
  /** The title before the marker, and the marked title as set here (to tell a host's change apart). */
  let base: string | undefined;
  let shown: string | undefined;
  const announced = new Map<QuestionStore, NotificationLike | undefined>();

  function notify(store: QuestionStore, watcher: Watcher): void {
    const { notify: way, messages, onError = () => {} } = watcher.options;
    if (!way || announcedOnce.has(store)) return;
    announcedOnce.add(store);
    isolate(() => {
      if (way.Notification.permission !== 'granted') return;
      const { promptId, request } = store.getState();
      const notice = new way.Notification(messages?.attentionNotice ?? english.attentionNotice, {
        body: request.questions.map((q) => q.question).join('\n'),
        tag: `question-dock:${promptId ?? ''}`,
      });
      notice.onclick = () => isolate(() => (way.focus?.(), store.expand(), notice.close()), onError);
      announced.set(store, notice);
    }, onError);
  }

  function update(): void {
    const waiting = new Map<QuestionStore, Watcher>();
    for (const watcher of watchers)
      for (const store of watcher.waiting()) if (!waiting.has(store)) waiting.set(store, watcher);
    const hidden = doc.hidden;
    for (const [store, notice] of announced)
      if (!waiting.has(store) || !hidden) {
        announced.delete(store);
        isolate(
          () => notice?.close(),
          () => {},
        );
      }
    if (hidden) for (const [store, watcher] of waiting) notify(store, watcher);
    // The host set its own title since the marker went on: that is the title to come back to.
    if (shown !== undefined && doc.title !== shown) {
      base = doc.title;
      shown = undefined;
    }
    const first = watchers.values().next().value;
    if (hidden && waiting.size > 0 && first) {
      base ??= doc.title;
      const words = first.options.messages?.attentionTitle ?? english.attentionTitle;
      const next = words(waiting.size, base);
      if (doc.title !== next) doc.title = next;
      // Read back: a browser collapses whitespace, and only what it shows tells a host's change apart.
      shown = doc.title;
    } else if (shown !== undefined) {
      doc.title = base ?? '';
      shown = base = undefined;
    } else base = undefined;
  }

  return { watchers, update };
}

/**
 * While the page is hidden and prompts wait for an answer, the document title carries a marker with
 * their count ("(2 questions) Chat"); the title comes back exactly as it was when the page is seen
 * again or no prompt waits (a title the host set meanwhile is kept). With `notify`, each prompt that
 * arrives while the page is hidden is announced by a system notification, only when permission was
 * already granted. `source` is a store, a queue (its shown session's prompts) or a list of stores.
 * Every caller on one document shares one count (a prompt watched twice counts once).
 * Returns the function that stops watching. `QuestionDock`'s `attention` prop and the element's
 * `attention` attribute use this.
 * @example
 * const stop = watchAttention(openclaw.queue, {
 *   document,
 *   notify: { Notification, focus: () => window.focus() },
 *   messages: messagesTh,
 * });
 */
export function watchAttention(
  source: QuestionStore | PromptQueue | readonly QuestionStore[],
  options: AttentionOptions,
): () => void {
  const doc = options.document;
  let registry = registries.get(doc);
  if (!registry) {
    registry = createRegistry(doc);
    registries.set(doc, registry);
    doc.addEventListener('visibilitychange', registry.update);
  }
  const { watchers, update } = registry;
  const stores = (): readonly QuestionStore[] =>
    Array.isArray(source)
      ? source
      : 'items' in (source as PromptQueue).getState()
        ? (source as PromptQueue).getState().items
        : [source as QuestionStore];
  const watcher: Watcher = { waiting: () => stores().filter(isWaiting), options };
  watchers.add(watcher);
  // Queue changes (arrivals) and each store's status; a queue's stores are re-read on every update.
  const stops = (Array.isArray(source) ? source : [source]).map((s: QuestionStore | PromptQueue) =>
    s.subscribe(() => update()),
  );
  update();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    for (const stop of stops) stop();
    watchers.delete(watcher);
    update();
    if (watchers.size === 0) {
      doc.removeEventListener('visibilitychange', update);
      registries.delete(doc);
    }
  };
}
