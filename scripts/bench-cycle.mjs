// One prompt of the browser bench, answered the same way in every page (scripts/bench-peers.mjs),
// and what is measured of it.
//
// Per interaction: main-thread processing from Event Timing (sum of processingEnd - processingStart
// over the interaction's events: keydown, keypress, beforeinput, input, keyup) and the whole
// main-thread task time until the next frame is painted (CDP Performance.getMetrics TaskDuration,
// which also counts rendering and work deferred to requestAnimationFrame).
// Mount: TaskDuration / ScriptDuration / style+layout from CDP across render + first painted frame.

// Installed in every page before its script runs: waits for the frame after an interaction.
export const OBSERVER = () => {
  window.__settle = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))));
};

export async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(list.map((x) => [x.name, x.value]));
  return {
    task: m.TaskDuration * 1000,
    script: m.ScriptDuration * 1000,
    style: (m.RecalcStyleDuration + m.LayoutDuration) * 1000,
  };
}
export const diff = (a, b) => ({ task: b.task - a.task, script: b.script - a.script, style: b.style - a.style });

/** One measured key press: Event Timing processing and CDP task time until the frame after it. */
async function press(page, cdp, key) {
  const before = await metrics(cdp);
  await page.keyboard.press(key);
  await page.evaluate(() => window.__settle());
  return diff(before, await metrics(cdp));
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'textInput', 'beforeinput', 'input', 'keyup']);
/**
 * Processing per key press from a Chromium trace: the EventDispatch slices of the key's events
 * (keydown .. keyup, top level only: a focus event dispatched inside a keydown handler is part of
 * that keydown), in thread CPU time so a busy neighbour on the machine does not count. This is
 * what Event Timing reports as processingEnd - processingStart, without its 16 ms threshold.
 */
function processingPerPress(trace) {
  const slices = JSON.parse(trace.toString('utf8'))
    .traceEvents.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && KEY_EVENTS.has(e.args?.data?.type))
    .sort((a, b) => a.ts - b.ts);
  const presses = [];
  let end = -1;
  for (const e of slices) {
    if (e.ts < end) continue; // nested in the previous slice
    end = e.ts + e.dur;
    const ms = (e.tdur ?? e.dur) / 1000;
    if (e.args.data.type === 'keydown') presses.push(ms);
    else if (presses.length > 0) presses[presses.length - 1] += ms;
  }
  return presses;
}
// The key presses of one cycle, in order; null ones are not measured (focusing Other).
const PRESS_NAMES = ['digit', 'enter', null, 'other', 'other', 'other', 'enter', 'digit', 'submit'];

/** One prompt, answered the same way in every peer. Returns samples by metric name. */
export async function cycle(page, cdp, samples, browser) {
  if (browser) await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const before = await metrics(cdp);
  await page.evaluate(() => window.peer.mount().then(() => window.__settle()));
  const mount = diff(before, await metrics(cdp));
  await page.evaluate(() => {
    // The first option, also inside an element's shadow root (the standalone).
    const first = (root) =>
      root.querySelector('[role="radio"], input[type="radio"]') ??
      [...root.querySelectorAll('*')].map((el) => el.shadowRoot && first(el.shadowRoot)).find(Boolean);
    first(document.querySelector('#root')).focus();
  });
  const steps = [];
  const m = async (name, key) => steps.push([name, await press(page, cdp, key)]);
  await m('digit', '2'); // Target: Production
  await m('enter', 'Enter'); // -> Checks
  await page.keyboard.press('4'); // focus Other
  await page.evaluate(() => window.__settle());
  await m('other', 'a');
  await m('other', 'b');
  await m('other', 'c');
  await m('enter', 'Enter'); // -> Notify
  await m('digit', '1'); // Nobody
  const review = await page.evaluate(() => window.peer.review === true);
  if (review) {
    await page.keyboard.press('Enter'); // -> the review step (not measured)
    await page.evaluate(() => window.__settle());
  }
  await m('submit', 'Enter');
  if (browser) {
    const presses = processingPerPress(await browser.stopTracing());
    if (review) presses.splice(PRESS_NAMES.length - 1, 1); // the Enter to the review step
    if (presses.length !== PRESS_NAMES.length)
      throw new Error(`trace has ${presses.length} key presses, expected ${PRESS_NAMES.length}`);
    presses.forEach((ms, i) => PRESS_NAMES[i] && (samples[`${PRESS_NAMES[i]}.processing`] ??= []).push(ms));
  }
  const submitted = await page.evaluate(() => JSON.stringify(window.peer.submitted));
  for (const word of ['Production', 'abc', 'Nobody']) {
    if (!submitted?.includes(word))
      throw new Error(`${await page.evaluate(() => location.pathname)} submitted ${submitted}, expected ${word} in it`);
  }
  await page.evaluate(() => {
    window.peer.submitted = null;
    window.peer.unmount();
  });
  for (const key of ['task', 'script', 'style']) (samples[`mount.${key}`] ??= []).push(mount[key]);
  for (const [name, r] of steps) (samples[`${name}.task`] ??= []).push(r.task);
}
