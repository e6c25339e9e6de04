/**
 * Things that arrive over time (Messages API requests, SDK messages), kept in order, and awaited as
 * they come: every wait resolves on a `push`, never on a timer. Once ended (the process or server
 * is gone) every pending and later wait for something not yet there rejects with the reason, so a
 * test fails with what happened instead of hanging until its timeout.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  #wake = new Set<() => void>();
  #ended: Error | undefined;

  push(item: T): void {
    this.items.push(item);
    for (const wake of [...this.#wake]) wake();
  }

  end(reason: Error): void {
    this.#ended ??= reason;
    for (const wake of [...this.#wake]) wake();
  }

  /** The index of the first item at `from` or later that matches, once it has arrived. */
  indexOf(match: (item: T) => boolean, from = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      const look = (): void => {
        const index = this.items.findIndex((item, i) => i >= from && match(item));
        if (index >= 0 || this.#ended) {
          this.#wake.delete(look);
          if (index >= 0) resolve(index);
          else reject(this.#ended);
        }
      };
      this.#wake.add(look);
      look();
    });
  }

  /** The first item that matches, once it has arrived. */
  async find(match: (item: T) => boolean): Promise<T> {
    return this.items[await this.indexOf(match)] as T;
  }

  /** Successive items that match: each call resolves with the next one no earlier call took. */
  taker(match: (item: T) => boolean = () => true): () => Promise<T> {
    let from = 0;
    return async () => {
      const index = await this.indexOf(match, from);
      from = index + 1;
      return this.items[index] as T;
    };
  }
}
