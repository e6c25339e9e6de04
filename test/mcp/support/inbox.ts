/** Things that arrive on their own (notifications, reported errors), awaited by what they are. */
export interface Inbox<T> {
  push(item: T): void;
  /** Every item so far, in order of arrival. */
  readonly items: readonly T[];
  /** The first item, received or still to come, that `match` accepts. */
  next(match: (item: T) => boolean): Promise<T>;
}

export function createInbox<T>(): Inbox<T> {
  const items: T[] = [];
  const waiting = new Set<{ match: (item: T) => boolean; resolve: (item: T) => void }>();
  return {
    items,
    push(item) {
      items.push(item);
      for (const waiter of waiting) {
        if (!waiter.match(item)) continue;
        waiting.delete(waiter);
        waiter.resolve(item);
      }
    },
    next(match) {
      const found = items.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => waiting.add({ match, resolve }));
    },
  };
}
