import { beforeEach, describe, expect, it } from 'vitest';
import { watchNativePanel } from '../../src/openclaw-plugin/native-panel';

// The Control UI's own question panel as its built-in composer drives it (one request at a time,
// blocking gateway questions first, a pager, `.props` set on each update, updates after a microtask),
// and the plugin keeping it out of the dock's way.

type Item = { readonly key: string; readonly async?: boolean };

function controlUi(items: Item[]) {
  const root = document.createElement('div');
  const composer = document.createElement('div');
  const wrapper = document.createElement('div');
  wrapper.className = 'agent-chat__question-dock';
  const panel = document.createElement('openclaw-chat-question-panel') as HTMLElement & { props?: unknown };
  wrapper.append(panel);
  composer.append(wrapper);
  root.append(composer);
  document.body.append(root);
  const state = { index: 0, collapsed: false, steps: 0, collapses: 0 };
  const render = (): void => {
    const item = items[state.index]!;
    panel.props = {
      model: {
        ...(item.async ? { nonBlocking: true } : { requestKey: item.key }),
        collapsed: state.collapsed,
        ...(items.length > 1 ? { requestPosition: { current: state.index + 1, total: items.length } } : {}),
      },
      // As the Control UI's: the position it moves from is fixed when the panel renders.
      onNextRequest: ((from: number) => () => {
        state.steps += 1;
        state.index = (from + 1) % items.length;
        state.collapsed = false;
        queueMicrotask(render);
      })(state.index),
      onCollapsedChange: (collapsed: boolean) => {
        state.collapses += 1;
        state.collapsed = collapsed;
        queueMicrotask(render);
      },
    };
  };
  render();
  const shown = (): Item => items[state.index]!;
  /** Whether the plugin hides the panel (the stylesheet hides what carries `data-qd-hidden`). */
  const hidden = (): boolean => wrapper.hasAttribute('data-qd-hidden');
  return { root, composer, panel, state, shown, hidden };
}

const warnings: string[] = [];
/** The questions the dock has or had. */
const known = new Set<string>();
const watch = (ui: ReturnType<typeof controlUi>) =>
  watchNativePanel(
    ui.root,
    ui.composer,
    (message) => warnings.push(message),
    (id) => known.has(id),
  );
beforeEach(() => {
  warnings.length = 0;
  known.clear();
});

/** Lets the fake panel update, syncing after each update as the plugin's observer does. */
async function settle(sync: () => void): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    await Promise.resolve();
    sync();
  }
}

describe('the Control UI panel beside the dock', () => {
  it('steps past the blocking questions to the async one, and leaves it shown', async () => {
    const ui = controlUi([{ key: 'g1' }, { key: 'g2' }, { key: 'fruit', async: true }]);
    const native = watch(ui);
    await settle(() => native.sync('expanded'));
    expect(ui.shown().key).toBe('fruit');
    expect(ui.hidden()).toBe(false);
    expect(ui.state.steps).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('steps once per panel update, however often it is told to sync before the update', async () => {
    const ui = controlUi([{ key: 'g1' }, { key: 'g2' }, { key: 'fruit', async: true }]);
    const native = watch(ui);
    native.sync('expanded');
    native.sync('expanded');
    native.sync('expanded');
    expect(ui.state.steps).toBe(1);
    await settle(() => native.sync('expanded'));
    expect(ui.shown().key).toBe('fruit');
  });

  it('leaves a panel of blocking questions alone after one round, and collapses it when the dock is collapsed', async () => {
    const ui = controlUi([{ key: 'g1' }, { key: 'g2' }]);
    const native = watch(ui);
    await settle(() => native.sync('expanded'));
    expect(ui.state.steps).toBe(1);
    expect(ui.hidden()).toBe(true);
    expect(ui.state.collapses).toBe(0);
    await settle(() => native.sync('collapsed'));
    expect(ui.state.steps).toBe(1);
    expect(ui.state.collapsed).toBe(true);
    expect(ui.state.collapses).toBe(1);
  });

  it('does nothing while the dock shows no question', async () => {
    const ui = controlUi([{ key: 'g1' }, { key: 'fruit', async: true }]);
    const native = watch(ui);
    await settle(() => native.sync(undefined));
    expect(ui.shown().key).toBe('g1');
    expect(ui.state.steps + ui.state.collapses).toBe(0);
    expect(ui.hidden()).toBe(false);
  });

  it('shows the panel again once the dock has no question, unless it still shows one the dock had', async () => {
    const ui = controlUi([{ key: 'g1' }]);
    const native = watch(ui);
    await settle(() => native.sync('expanded'));
    expect(ui.hidden()).toBe(true);
    native.sync(undefined);
    expect(ui.hidden()).toBe(false);
    // The dock answered g1 and moved on before the Control UI heard the question is over.
    known.add('g1');
    native.sync(undefined);
    expect(ui.hidden()).toBe(true);
  });

  it('a panel whose props read otherwise (another Control UI) is left as it ships, with one warning naming what was not found', async () => {
    const ui = controlUi([{ key: 'g1' }, { key: 'fruit', async: true }]);
    const native = watch(ui);
    const props = ui.panel.props as { onNextRequest?: unknown };
    delete props.onNextRequest;
    native.sync('expanded');
    native.sync('collapsed');
    expect(ui.hidden()).toBe(false);
    expect(ui.state.steps + ui.state.collapses).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('<openclaw-chat-question-panel> props.onNextRequest');
  });

  it('a question panel of another name, which took the text box away, is named in a warning and left alone', () => {
    const ui = controlUi([{ key: 'g1' }]);
    const renamed = document.createElement('openclaw-question-card');
    ui.panel.replaceWith(renamed);
    const native = watch(ui);
    native.sync('expanded');
    expect(warnings).toEqual([expect.stringContaining('<openclaw-chat-question-panel>')]);
    // With the text box there, no question is taking its place: nothing to say.
    warnings.length = 0;
    ui.composer.append(document.createElement('textarea'));
    watch(ui).sync('expanded');
    expect(warnings).toEqual([]);
  });

  it('gives back focus that was elsewhere on the page when collapsing a blocking question moves it', async () => {
    const ui = controlUi([{ key: 'g1' }]);
    const elsewhere = document.createElement('input');
    const textBox = document.createElement('textarea');
    document.body.append(elsewhere);
    ui.composer.append(textBox);
    elsewhere.focus();
    const native = watch(ui);
    // As the Control UI does on collapse: its text box takes focus.
    const props = (ui.panel as HTMLElement & { props: { onCollapsedChange(c: boolean): void } }).props;
    const collapse = props.onCollapsedChange;
    props.onCollapsedChange = (c) => {
      collapse(c);
      textBox.focus();
    };
    native.sync('collapsed');
    expect(document.activeElement).toBe(textBox);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(elsewhere);
  });
});
