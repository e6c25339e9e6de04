import css from '../styles/index.css?inline';

// The stylesheet inside each shadow root, adopted (one CSSStyleSheet shared by every element).
//
// Theme variables must cross the shadow boundary: the published sheet declares the --qd-* defaults
// on `.qd-dock` and `.qd-summary`, which inside a shadow root would override what the host sets on
// `question-dock { --qd-accent: teal }`. Here those rules move to `:host`, where the host's own
// rules win over them (outer tree beats :host for normal declarations) and inheritance carries
// them in. Dark mode follows the host's page: the element sets the `dark` / `light` custom state
// from the nearest `data-theme` or `dark` / `light` class above it (see host.ts).
//
// The element's own notices come last: a kept question being checked (a gateway's, which only the
// element shows) is news, not a fault, so it leaves the alert's colours for the surface's.
const EXTRA =
  ':host{display:block}:host([hidden]){display:none}' +
  '.qd-checking{display:block;background:var(--qd-surface);color:var(--qd-fg)}' +
  '.qd-checking p,.qd-checking ul{margin:0 0 4px}';

let shared: CSSStyleSheet | string | undefined;

/** Moves the rules that only declare --qd-* variables onto `:host` (see above). */
function retheme(rules: CSSRuleList, inMedia: boolean): void {
  for (const rule of rules) {
    if (
      rule instanceof CSSStyleRule &&
      rule.selectorText.includes('.qd-summary') &&
      [...rule.style].every((name) => name.startsWith('--qd-'))
    ) {
      rule.selectorText = inMedia
        ? ':host(:not(:state(light)))'
        : rule.selectorText.includes('dark')
          ? ':host(:state(dark))'
          : ':host';
    } else if ('cssRules' in rule) {
      retheme((rule as CSSGroupingRule).cssRules, inMedia || rule instanceof CSSMediaRule);
    }
  }
}

/** Gives `root` the dock's stylesheet: adopted where constructable sheets exist, else a `<style>`. */
export function adoptStyles(root: ShadowRoot): void {
  if (!shared) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css + EXTRA);
      retheme(sheet.cssRules, false);
      shared = sheet;
    } catch {
      // No constructable stylesheets (an older browser): a <style> in each shadow root does the same.
      shared = css + EXTRA;
    }
  }
  if (typeof shared === 'string') {
    const style = document.createElement('style');
    style.textContent = shared;
    root.append(style);
  } else root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
