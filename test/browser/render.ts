// Mounting for the browser tests: vitest-browser-react is not installed, so they render with
// react-dom/client directly, into a fresh host element appended to document.body.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

export interface RenderOptions {
  /** Inline styles of the host element, set before the element mounts. */
  readonly style?: Partial<CSSStyleDeclaration>;
  /** `data-*` attributes of the host element (e.g. `{ theme: 'dark' }`), set before the element mounts. */
  readonly dataset?: Readonly<Record<string, string>>;
}

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders `element` synchronously into a new host element and returns that host. */
export function render(element: ReactElement, { style = {}, dataset = {} }: RenderOptions = {}): HTMLElement {
  const host = document.createElement('div');
  Object.assign(host.dataset, dataset);
  Object.assign(host.style, style);
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  flushSync(() => root.render(element));
  return host;
}

/** Unmounts and removes everything `render` mounted; call it in `afterEach`. */
export function cleanup(): void {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
}
