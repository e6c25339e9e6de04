// Measures, in the page, the time from the first streamed tool-input delta reaching the browser to
// a text appearing on screen: a `fetch` for the chat transport that notes when the first
// `tool-input-delta` chunk arrives, and a MutationObserver for the text. A figure to report, never
// a test assertion (speed belongs to `npm run bench`).

export interface StreamTiming {
  /** Give this to the transport (`new DefaultChatTransport({ fetch })`). */
  readonly fetch: typeof fetch;
  /** Milliseconds from the first delta to the text in the DOM, and to the frame after that. */
  readonly result: Promise<{ toDom: number; toFrame: number }>;
}

export function watchStreaming(text: string): StreamTiming {
  let firstDelta: number | undefined;
  const result = new Promise<{ toDom: number; toFrame: number }>((resolve) => {
    const observer = new MutationObserver(() => {
      if (firstDelta === undefined || !document.body.textContent?.includes(text)) return;
      const start = firstDelta;
      const inDom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => resolve({ toDom: inDom - start, toFrame: performance.now() - start }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const timed: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const [mine, theirs] = response.body.tee();
    void (async () => {
      const reader = mine.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (firstDelta === undefined && decoder.decode(value, { stream: true }).includes('"tool-input-delta"'))
          firstDelta = performance.now();
      }
    })();
    return new Response(theirs, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return { fetch: timed, result };
}
