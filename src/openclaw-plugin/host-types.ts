/**
 * The parts of the OpenClaw Control UI's plugin host this plugin uses (openclaw 2026.9.6,
 * `dist/plugin-sdk/control-ui.d.ts`), written out here: the package is not a dependency, and a host
 * that lacks one of them is refused at activation (see `missingCapabilities`).
 */
export type Disposer = () => void;

/** The composer's props a replacement gets (`ControlUiSurfaceProps['composer']`, the parts read here). */
export interface ComposerProps {
  readonly sessionKey: string;
  readonly agentId?: string;
}

/** `ControlUiViewContext<ComposerProps>`. */
export interface ComposerContext {
  readonly props: ComposerProps;
  readonly presented: boolean;
  /** Mounts the built-in composer into `container`; it keeps receiving host updates. */
  readonly mountDefault: (container: HTMLElement) => Disposer;
}

/** What a replacement's `mount` returns. */
export interface MountedView {
  update?: (context: ComposerContext) => void;
  dispose?: Disposer;
}

/** `ControlUiHost`, the parts used. */
export interface ControlUiHostLike {
  readonly apiVersion: number;
  readonly locale?: string;
  readonly connection?: { readonly connected: boolean };
  request(method: string, params?: Record<string, unknown>): Promise<unknown>;
  onEvent(event: string, listener: (payload: unknown) => void): Disposer;
  subscribe?(listener: () => void): Disposer;
  readonly sessions?: { normalizeKey?(sessionKey: string): string };
  readonly ui: {
    registerReplacement(replacement: {
      id: string;
      label: string;
      surface: 'composer';
      mount: (container: HTMLElement, context: ComposerContext) => MountedView | void;
    }): Disposer;
    selectReplacement(surface: 'composer', id: string | null): void;
  };
}

/**
 * The host features the plugin needs that `host` lacks (empty when it has them all): without one, the
 * plugin does not activate and the Control UI stays as it was, its own question panel included.
 */
export function missingCapabilities(host: unknown): string[] {
  const h = (host ?? {}) as Partial<Record<string, unknown>> & { ui?: Partial<Record<string, unknown>> };
  const missing: string[] = [];
  if (h.apiVersion !== 1) missing.push('apiVersion 1');
  for (const name of ['request', 'onEvent'] as const) if (typeof h[name] !== 'function') missing.push(`host.${name}`);
  for (const name of ['registerReplacement', 'selectReplacement'] as const)
    if (typeof h.ui?.[name] !== 'function') missing.push(`host.ui.${name}`);
  return missing;
}
