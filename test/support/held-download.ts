/**
 * A module download a test holds back (in a `vi.mock` factory, awaiting `arrived`) until it lets it
 * through with `release`; `started` records each try. Create it in `vi.hoisted`, so the factory sees it:
 * @example
 * const download = await vi.hoisted(async () => (await import('../support/held-download')).heldDownload());
 */
export function heldDownload() {
  let release = (): void => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { started: vi.fn(), arrived, release: () => release() };
}
