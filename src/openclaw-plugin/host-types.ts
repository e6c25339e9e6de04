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

/**
 * A tool card's props a `tool-result` replacement gets (`ControlUiSurfaceProps['tool-result']`, the
 * parts read here). `output` is what the Control UI has of the result: `{ text, details, isError,
 * completed }`, where `text` is the model's text and `details` is there only while the run is live.
 */
export interface ToolResultProps {
  readonly toolName: string;
  readonly input: unknown;
  readonly output: unknown;
}

/** `ControlUiViewContext<Props>`. */
export interface ViewContext<Props> {
  readonly props: Props;
  readonly presented: boolean;
  /** Mounts the built-in view into `container`; it keeps receiving host updates. */
  readonly mountDefault: (container: HTMLElement) => Disposer;
}

/** `ControlUiViewContext<ComposerProps>`. */
export type ComposerContext = ViewContext<ComposerProps>;

/** `ControlUiViewContext<ToolResultProps>`. */
export type ToolResultContext = ViewContext<ToolResultProps>;

/** What a replacement's `mount` returns. */
export interface MountedView<Context = ComposerContext> {
  update?: (context: Context) => void;
  dispose?: Disposer;
}

/** `ControlUiReplacement` for one surface. */
interface Replacement<Surface extends string, Context> {
  id: string;
  label: string;
  surface: Surface;
  mount: (container: HTMLElement, context: Context) => MountedView<Context> | void;
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
    registerReplacement(
      replacement: Replacement<'composer', ComposerContext> | Replacement<'tool-result', ToolResultContext>,
    ): Disposer;
    selectReplacement(surface: 'composer' | 'tool-result', id: string | null): void;
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
