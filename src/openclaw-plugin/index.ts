/**
 * The browser entry of the question-dock OpenClaw plugin (`openclaw.plugin.json` `controlUi.entry`):
 * the Control UI imports it and calls `activate(host)`. It replaces the composer with the dock
 * pinned above the built-in composer, which it keeps, and shows the answer summary in the tool card
 * of an `ask_user` reached through Tool Search's `tool_call` (tool-result.ts). Built self-contained
 * (its own Preact, like `question-dock/element/standalone`) by vite.openclaw-plugin.config.ts, since
 * `openclaw plugins install` copies the plugin folder alone.
 * @packageDocumentation
 */
import { defineQuestionDockElements } from '../element/index';
import { runEffectsAfterCommit } from '../element/renderer';
import { mountComposer } from './composer';
import { createOfflineHold } from './offline';
import { gatewayWordsFor, wordsFor } from '../element/words';
import { replaceToolResults } from './tool-result';
import { missingCapabilities, type ControlUiHostLike, type Disposer } from './host-types';

/** The plugin id: the manifest's `id`, which the Control UI checks the entry's `id` against. */
export const PLUGIN_ID = 'question-dock';
/** The composer replacement's id. */
export const REPLACEMENT_ID = 'question-dock-composer';

declare const __QD_VERSION__: string;
/**
 * The dock's tag name, one per release: custom elements are defined once per page, so a newer
 * plugin loaded into an open tab gets its own element rather than the old class.
 */
const DOCK_TAG = `question-dock-openclaw-${__QD_VERSION__.replace(/[^a-z0-9]/gi, '-')}`;

/** The module's, not an activation's: the Control UI ends the activation while it is disconnected. */
const offline = createOfflineHold();

/**
 * Activates the plugin. A host lacking what the plugin needs is refused with an error, before
 * anything is registered, so the Control UI reports the failed activation and keeps its own
 * question panel; so is a failure while registering (what was registered is undone).
 */
function activate(host: ControlUiHostLike): Disposer {
  const missing = missingCapabilities(host);
  if (missing.length > 0)
    throw new Error(`question-dock: this Control UI lacks ${missing.join(', ')}; its own question panel stays.`);
  runEffectsAfterCommit();
  defineQuestionDockElements({ dock: DOCK_TAG, summary: `${DOCK_TAG}-summary` });
  const unregister = host.ui.registerReplacement({
    id: REPLACEMENT_ID,
    label: 'Question dock',
    surface: 'composer',
    mount: (container, context) => mountComposer(host, DOCK_TAG, container, context),
  });
  try {
    host.ui.selectReplacement('composer', REPLACEMENT_ID);
  } catch (error) {
    unregister();
    throw error;
  }
  offline.stop();
  const unreplaceResults = replaceToolResults(host, `${DOCK_TAG}-summary`);
  // Read now: once the activation ends, the host can no longer be asked.
  const words = gatewayWordsFor(wordsFor(host.locale));
  return () => {
    unreplaceResults();
    unregister();
    offline.watch(words);
  };
}

/** The Control UI plugin: `{ id, activate }`, as `defineControlUiPlugin` gives it. */
const plugin = { id: PLUGIN_ID, activate };
export default plugin;
