// Types for scripts/licenses.mjs (imported by the Vite build configs, which are type-checked).
import type { Plugin } from 'vite';
export declare function thirdPartyLicenses(fileName: string): Plugin;
