import { options } from 'preact';

// The standalone build renders with its own copy of Preact (React's API through preact/compat; see
// vite.standalone.config.ts). React runs the effects of a discrete event (a key, a click) before the
// browser handles the next one; Preact runs effects after the next paint (requestAnimationFrame),
// so a second key pressed in the same frame would land before the first one's focus move. A
// microtask runs them right after the commit, before any further event, as React does. This copy
// of Preact is private to the bundle: no other code on the page sees the option.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
