// Vite's `?inline` query: the processed stylesheet as a string (imports inlined), not injected.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
