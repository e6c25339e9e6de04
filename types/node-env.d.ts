// `process.env.NODE_ENV`, which bundlers replace and development-only code checks (see devWarn in
// src/core/plumbing/report.ts). For the configs without Node's types (the core's, the build's); the
// others have @types/node.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
