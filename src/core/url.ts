/** `http:` and `https:` only: a `javascript:` or `data:` link is never rendered. The normalized href, or undefined. */
export function safeHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
