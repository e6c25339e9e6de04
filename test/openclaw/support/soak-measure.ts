import type { CDPSession, Page } from 'playwright-core';
import type { NodeView, Owner } from './heap-snapshot';

// What the Control UI soak (control-ui-soak.test.ts) measures of a page: element and node counts
// through every shadow root, the heap after a full GC, and which holders keep what a heap snapshot
// shows, so the plugin's own growth is told apart from V8's and the Control UI's.

/**
 * V8's edges to its own structures (hidden classes, compiled code, feedback, dependencies): what
 * hangs only from them is the engine's, not the page's data.
 */
const V8_EDGES = new Set([
  'map',
  'code',
  'dependent_code',
  'retained_maps',
  'feedback_cell',
  'feedback_vector',
  'deoptimization_data',
  'instruction_stream',
  'relocation_info',
  'transitions',
  'back_pointer',
  'shared',
  'script',
  'source_position_table',
  'bytecode',
  'interpreter_data',
  'function_data',
]);
const hasProperties = (node: NodeView, names: readonly string[]): boolean =>
  node.type === 'object' && names.every((name) => node.properties().has(name));

/**
 * What the page keeps that is not the plugin's, each found by the property names of the Control
 * UI's own objects (OpenClaw's Control UI as pinned by scripts/openclaw.mjs). An object the plugin
 * (or anything else) holds too is never put down to these (see `survivors`).
 */
export const OWNERS: readonly Owner[] = [
  {
    name: 'V8: optimized code, hidden classes, feedback (the JIT warming up)',
    matches: (node, edge) => node.type === 'code' || node.type === 'object shape' || V8_EDGES.has(edge),
  },
  {
    // Its question stores (the sidebar's and the chat's) and the chat's projection of them keep
    // every prompt the page saw, answered or not: nothing in them is ever deleted.
    name: 'Control UI: its question records (every prompt seen, never pruned)',
    matches: (node, edge) =>
      edge === 'questionPrompts' ||
      edge === 'questionProjection' ||
      hasProperties(node, ['localResolutionConfirmed']) ||
      hasProperties(node, ['unmatchedResolutions']),
  },
  {
    name: 'Control UI: its gateway event log (the last 250 events)',
    matches: (node) => hasProperties(node, ['ts', 'event', 'payload']),
  },
  {
    // The chat timeline has an item for each question (virtualized: few rows are rendered).
    name: 'Control UI: its chat timeline (an item, a row key and an entry animation per question)',
    matches: (node) =>
      hasProperties(node, ['rowKeys', 'entryAnimations']) ||
      hasProperties(node, ['items', 'liveStream']) ||
      hasProperties(node, ['items', 'flat']),
  },
];

export interface Counts {
  /** `.qd-openclaw` and everything under it, shadow roots included: elements, and nodes of every kind. */
  readonly plugin: number;
  readonly pluginNodes: number;
  /** The Control UI's built-in composer inside the plugin's root: its content, not the plugin's. */
  readonly composer: number;
  readonly composerNodes: number;
  /** The whole page, every open shadow root included: elements, and nodes of every kind. */
  readonly page: number;
  readonly pageNodes: number;
  /** Characters (keys and values) of the page's sessionStorage and localStorage entries named `question-dock:…`. */
  readonly storage: number;
}

export interface Sample extends Counts {
  readonly prompt: number;
  /** The outcome summary left above the composer: an answer's has one element more than a skip's. */
  readonly outcome: 'answered' | 'skipped';
  /** `Runtime.getHeapUsage().usedSize` after a full GC, when read at this prompt. */
  readonly heap?: number;
  /** When `question.request` went out (ms since the epoch). */
  readonly asked: number;
  /**
   * Ms from then to: the prompt on screen in the dock with focus, the person's last key or click,
   * its `question.resolved` at the gateway, the dock idle again.
   */
  readonly shownMs: number;
  readonly actedMs: number;
  readonly resolvedMs: number;
  readonly idleMs: number;
}

/** The plugin's own part of its subtree: its root, the dock, the outcome summary and their shadow roots. */
export const own = (s: Counts): number => s.plugin - s.composer;
export const ownNodes = (s: Counts): number => s.pluginNodes - s.composerNodes;

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** The heap after a full GC (HeapProfiler.collectGarbage is a full, compacting collection). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Element and node counts, walked through every open shadow root (getElementsByTagName stops at them). */
export const countElements = (page: Page): Promise<Counts> =>
  page.evaluate(() => {
    const walk = (root: Node, into: { elements: number; nodes: number }): void => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        into.nodes += 1;
        if (n instanceof Element) {
          into.elements += 1;
          if (n.shadowRoot) walk(n.shadowRoot, into);
        }
      }
    };
    const subtree = (el: Element | null): { elements: number; nodes: number } => {
      const into = { elements: el ? 1 : 0, nodes: el ? 1 : 0 };
      if (el) walk(el, into);
      if (el?.shadowRoot) walk(el.shadowRoot, into);
      return into;
    };
    const plugin = subtree(document.querySelector('.qd-openclaw'));
    const composer = subtree(document.querySelector('.qd-openclaw__composer'));
    const page = { elements: 0, nodes: 0 };
    walk(document, page);
    let storage = 0;
    for (const area of [sessionStorage, localStorage])
      for (let k = 0; k < area.length; k += 1) {
        const key = area.key(k)!;
        if (key.startsWith('question-dock:')) storage += key.length + (area.getItem(key)?.length ?? 0);
      }
    return {
      plugin: plugin.elements,
      pluginNodes: plugin.nodes,
      composer: composer.elements,
      composerNodes: composer.nodes,
      page: page.elements,
      pageNodes: page.nodes,
      storage,
    };
  });

/**
 * The page's comment nodes by the nearest custom element holding them (across shadow roots): Lit
 * marks its template parts with comments, so this tells whose templates the page's nodes grow in.
 */
export const commentsByHolder = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() => {
    const out: Record<string, number> = {};
    const walk = (root: Node): void => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
        if (n.nodeType !== Node.COMMENT_NODE) continue;
        let holder: Node | null = n.parentNode;
        while (holder && !(holder instanceof Element && holder.localName.includes('-')))
          holder = holder.parentNode ?? (holder as ShadowRoot).host ?? null;
        const key = holder instanceof Element ? holder.localName : '(document)';
        out[key] = (out[key] ?? 0) + 1;
      }
    };
    walk(document);
    return out;
  });
