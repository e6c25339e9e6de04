// The few host globals the core uses, which every JavaScript runtime it targets has (browsers, Node,
// Deno, workers) but lib ES2023 does not declare. Only tsconfig.core.json includes this file, so
// anything else from the DOM (document, window, localStorage...) fails to compile in src/core.
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare const console: { warn(...data: unknown[]): void; error(...data: unknown[]): void };
