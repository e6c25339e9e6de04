import type { OpenClawConnection } from '../../src/gateway/index';

/**
 * Shuts a connection down for good. Its method is being renamed `close()` -> `dispose()`; this calls
 * whichever the binding has, so tests and stories work before and after the rename.
 */
export function shutdown(connection: OpenClawConnection): void {
  const c: { readonly dispose?: () => void; readonly close?: () => void } = connection;
  if (c.dispose) c.dispose();
  else if (c.close) c.close();
  else throw new Error('The connection has neither dispose() nor close().');
}
