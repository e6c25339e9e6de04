/** Reconnect delays: `initialMs`, then times `factor` each failed attempt, never above `maxMs`. */
export interface BackoffOptions {
  /** First delay, ms. @default 1000 */
  readonly initialMs?: number;
  /** Upper bound, ms. @default 30000 */
  readonly maxMs?: number;
  /** Growth per failed attempt (1 s, 2 s, 4 s, ...). @default 2 */
  readonly factor?: number;
  /**
   * Random spread, 0..1: each delay is shortened by up to this fraction, so many clients dropped at
   * once do not reconnect in step; 0 is exact delays.
   * @default 0
   */
  readonly jitter?: number;
  /** Random source for `jitter`, 0 <= r < 1. @default Math.random */
  readonly random?: () => number;
}

/**
 * The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s, ... capped at 30 s by default.
 * With `jitter`, the delay is spread downwards at random (see {@link BackoffOptions.jitter}).
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const initial = Math.max(0, options.initialMs ?? 1000);
  const max = Math.max(initial, options.maxMs ?? 30_000);
  const factor = Math.max(1, options.factor ?? 2);
  // Exponent capped so a long outage cannot overflow to Infinity/NaN.
  const delay = Math.min(max, initial * factor ** Math.min(Math.max(0, attempt), 64));
  const jitter = Math.min(1, Math.max(0, options.jitter ?? 0));
  return jitter === 0 ? delay : Math.round(delay * (1 - jitter * (options.random ?? Math.random)()));
}
