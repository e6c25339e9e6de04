import { options } from 'preact';

/**
 * The standalone build renders with its own copy of Preact (React's API through preact/compat; see
 * vite.standalone.config.ts). React runs the effects of a discrete event (a key, a click) before the
 * browser handles the next one; Preact runs effects after the next paint (requestAnimationFrame),
 * so a key pressed in the same frame would land before the previous one's focus move, and a
 * composer hidden for one render would lose focus. A microtask runs them right after the commit,
 * before any further event, as React does. This copy of Preact is private to the bundle: no other
 * code on the page sees the option. A function, not a module's side effect: the package is marked
 * free of side effects, so a bare `import` of this file would be dropped.
 */
export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}
