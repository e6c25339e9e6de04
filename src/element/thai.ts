// The elements' Thai words, on their own so that `words.ts` can load them on demand.
export { messagesTh } from '../core/messages/th';
