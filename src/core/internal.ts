/**
 * The core's internal entry: what the package's other layers (the React bindings, the components,
 * the gateway, the element, the adapters) use of the core beyond its public entry (`./index.ts`).
 * They import the core through these two files only, never its inner files, so the core can move
 * its parts without touching them. Not an entry of the package: apps cannot import it.
 */
export { buildAnswers } from './answer/answers';
export { EMPTY, isAnswered, isDone } from './answer/draft';
export { ownAnswerChosen, ownAnswerField, type OwnAnswerField } from './answer/own-answer';
export { pickedOption, pickedPreview } from './answer/preview';
export { answeredResult, NO_ANSWER } from './answer/result';
export { questionFailedText, questionStoppedText, stillWritingText } from './messages/calls';
export { formatDuration } from './messages/format';
export { readPersist, storageOf } from './persistence/persist-option';
export { realClock } from './plumbing/clock';
export { createListeners, type Listener } from './plumbing/listeners';
export {
  consoleReporter,
  consoleWarning,
  describeThrown,
  devWarn,
  isolate,
  warningOf,
  type ErrorReporter,
  type WarningWords,
} from './plumbing/report';
export { isMs, isObject, nonEmpty, ownField, type Obj } from './request/guards';
export { normalizeOnce } from './request/normalize';
export type { AskUserPreview } from './request/preview';
export { splitRecommended } from './request/recommended';
export { isolateBidi } from './request/unicode';
export { safeHttpUrl } from './request/url';
export { modeOf, type DockMode } from './store/mode';
export { CALL_DEFAULTS, withDefaults, type DraftPersistence } from './store/persistence';
export { PERSISTENCE_WARNINGS, type PersistenceWarningCode } from './store/warnings';
export { summarizeToolSearchCall } from './tool/call-summary';
export { noteText, summaryAnswerText, summaryStatusWord } from './tool/summary';
export type { ContractRules } from './request/limits';
export { REJECTED_TEXT_MAX } from './request/rejected';
export type { FieldKind } from './request/types';
export {
  addError,
  expected,
  fieldPath,
  isBlank,
  optional,
  required,
  snapshot,
  UNREADABLE,
  type Collector,
  type Snapshot,
} from './request/normalize-read';
