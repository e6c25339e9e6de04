import { act } from '@testing-library/react';

/**
 * A module download a test holds back until it lets it through: the `vi.mock` factory returns
 * `serve(importOriginal)`; `started` records each try; `arrive()` lets it through and waits until the
 * page has rendered what came. Create it in `vi.hoisted`, so the factory sees it:
 * @example
 * const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
 * vi.mock('../../src/components/CheckboxControl', (importOriginal) => download.serve(importOriginal));
 */
export function heldDownload() {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let served = (): void => {};
  const done = new Promise<void>((resolve) => {
    served = resolve;
  });
  const started = vi.fn();
  return {
    started,
    async serve<T>(load: () => Promise<T>): Promise<T> {
      started();
      await released;
      const module = await load();
      served();
      return module;
    },
    /** Lets the download through and waits for the render of what it brought. */
    async arrive(): Promise<void> {
      release();
      await done;
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}
