import { persistDrafts } from '../core';
import { CALL_DEFAULTS } from '../core/internal';

/** The adapters' `persist` when the app gives none: sessionStorage, by the call's id, with `CALL_DEFAULTS`. @internal */
export const CALL_PERSIST = /* @__PURE__ */ persistDrafts(CALL_DEFAULTS);
