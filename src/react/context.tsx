import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { messages as defaultMessages, type Messages, type QuestionStore } from '../core';

/** What the dock's parts read from context. @internal */
export interface QuestionStoreContextValue {
  /** The prompt the parts show. */
  readonly store: QuestionStore;
  /** The strings they show it with. */
  readonly messages: Messages;
}

const QuestionStoreContext = /* @__PURE__ */ createContext<QuestionStoreContextValue | null>(null);

/** Props of {@link QuestionStoreProvider}. */
export interface QuestionStoreProviderProps {
  /** The prompt the parts inside show and act on. */
  readonly store: QuestionStore;
  /**
   * Strings for every part inside (`messagesTh` for Thai).
   * @default messages (English)
   */
  readonly messages?: Messages | undefined;
  /** The parts (`QuestionMiniBar`, `Stepper`, `OptionList`, ...) and your own components. */
  readonly children?: ReactNode;
}

/**
 * Makes a store available to `QuestionMiniBar`, `Stepper`, `OptionList`, `OtherField` and the
 * other parts, for apps that compose their own dock. `QuestionDock` provides it itself.
 * @example
 * <QuestionStoreProvider store={store} messages={messagesTh}>
 *   <QuestionMiniBar />
 * </QuestionStoreProvider>
 */
export function QuestionStoreProvider({ store, messages = defaultMessages, children }: QuestionStoreProviderProps) {
  const value = useMemo(() => ({ store, messages }), [store, messages]);
  return <QuestionStoreContext.Provider value={value}>{children}</QuestionStoreContext.Provider>;
}

/**
 * The store and messages from the nearest provider (the store's clock is `store.clock`). Throws an
 * error naming `consumerName` when there is none. Not exported from the package: the parts use it.
 * @internal
 */
export function useQuestionStoreContext(consumerName: string): QuestionStoreContextValue {
  const value = useContext(QuestionStoreContext);
  if (!value) throw new Error(`\`${consumerName}\` must be used within \`QuestionDock\` or \`QuestionStoreProvider\``);
  return value;
}
