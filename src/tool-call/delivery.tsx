import { useState } from 'react';
import { formatStoreError, type Messages } from '../core';
import { describeThrown } from '../core/internal';
import { CallNotice } from './CallNotice';

/** A value the host's function did not take (it threw or rejected), and why, as the host said it. @internal */
export interface Unsent<T> {
  readonly value: T;
  readonly detail: string;
}

/**
 * Hands values to a host's function (`addToolOutput`, `addResult`) and keeps the one it did not
 * take: once the prompt has ended, the person's answer is its only copy, so a throw or a rejection
 * leaves it to send again ({@link UnsentNotice}), never lost. @internal
 */
export function useDelivery<T>(hand: (value: T) => unknown) {
  const [unsent, setUnsent] = useState<Unsent<T>>();
  function deliver(value: T): void {
    setUnsent(undefined);
    const keep = (error: unknown) => setUnsent({ value, detail: describeThrown(error) });
    try {
      // Typed `void` by some hosts, but a runtime's may return a promise: its rejection is kept the same way.
      Promise.resolve(hand(value)).then(undefined, keep);
    } catch (error) {
      keep(error);
    }
  }
  return { deliver, unsent };
}

/** "Could not send your answer: … try again", whose Try again hands the kept value over again. @internal */
export function UnsentNotice<T>({
  unsent,
  deliver,
  messages,
}: {
  unsent: Unsent<T>;
  deliver: (value: T) => void;
  messages: Messages;
}) {
  return (
    <CallNotice
      text={formatStoreError({ code: 'submit_failed', detail: unsent.detail }, undefined, messages)}
      action={{ label: messages.retry, onClick: () => deliver(unsent.value) }}
    />
  );
}
