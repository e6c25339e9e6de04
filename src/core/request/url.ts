/** The WHATWG URL parser of every browser and Node (typed here: the core compiles without the DOM lib). */
type UrlParser = new (value: string) => { readonly protocol: string; readonly href: string };

/** `http:` and `https:` only: a `javascript:` or `data:` link is never rendered. The normalized href, or undefined. */
export function safeHttpUrl(value: string): string | undefined {
  try {
    const url = new (globalThis as unknown as { URL: UrlParser }).URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    // Not a URL: no link (the normalizer reports the field).
    return undefined;
  }
}
