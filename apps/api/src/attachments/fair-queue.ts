/**
 * A queue that serves its keys in turn (round robin): each key's items in the order they
 * came, one item of each waiting key before a second of any. A key that sends many does not
 * make the others wait behind all of them.
 */
export class FairQueue<T> {
  private readonly byKey = new Map<string, T[]>();

  get size(): number {
    let count = 0;
    for (const items of this.byKey.values()) count += items.length;
    return count;
  }

  push(key: string, item: T): void {
    const items = this.byKey.get(key);
    if (items) items.push(item);
    else this.byKey.set(key, [item]);
  }

  /** The next item: the oldest of the key whose turn it is; that key then goes to the back. */
  shift(): T | undefined {
    for (const [key, items] of this.byKey) {
      this.byKey.delete(key);
      const item = items.shift();
      if (items.length > 0) this.byKey.set(key, items);
      if (item !== undefined) return item;
    }
    return undefined;
  }

  /** Takes an item out (it was given up on while it waited); true when it was there. */
  remove(key: string, item: T): boolean {
    const items = this.byKey.get(key);
    const index = items?.indexOf(item) ?? -1;
    if (!items || index === -1) return false;
    items.splice(index, 1);
    if (items.length === 0) this.byKey.delete(key);
    return true;
  }
}
