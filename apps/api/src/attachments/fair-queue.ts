interface Entry<T> {
  key: string;
  item: T;
  cost: number;
  /** Its place in line: its cost plus the costs of its key's items waiting before it. */
  tag: number;
  /** Arrival order, which breaks ties. */
  order: number;
}

/**
 * A queue that serves the cheapest item first, each key's items counted together: an item
 * carries what serving it is expected to cost, and waits behind every item of a lower tag,
 * where an item's tag is its cost plus the costs of its key's items already waiting. So
 *  - among keys that have sent one item each, the cheapest goes first: a visitor's ordinary
 *    file does not wait behind files that are larger (slower to check), whoever sent them,
 *    and however many came first;
 *  - a key that sends many waits behind the others in proportion to what it has waiting;
 *  - an item of the same cost as others waits in the order it came.
 * A costly item waits while cheaper ones keep coming (its caller bounds the wait): when there
 * is not time for every item, the ones that cost most are the ones left.
 * Costs are in any one unit (here: milliseconds of check the file is given).
 */
export class FairQueue<T> {
  private readonly entries: Entry<T>[] = [];
  /** What each key has waiting, in all. */
  private readonly waiting = new Map<string, number>();
  private arrivals = 0;

  get size(): number {
    return this.entries.length;
  }

  push(key: string, item: T, cost: number): void {
    const tag = (this.waiting.get(key) ?? 0) + Math.max(0, cost);
    this.waiting.set(key, tag);
    this.entries.push({ key, item, cost: Math.max(0, cost), tag, order: this.arrivals++ });
  }

  /** The next item: the one with the lowest tag (the earliest come among equals). */
  shift(): T | undefined {
    let best: Entry<T> | undefined;
    for (const entry of this.entries) {
      if (!best || entry.tag < best.tag || (entry.tag === best.tag && entry.order < best.order))
        best = entry;
    }
    if (!best) return undefined;
    this.take(best);
    return best.item;
  }

  /** Takes an item out (it was given up on while it waited); true when it was there. */
  remove(key: string, item: T): boolean {
    const entry = this.entries.find(
      (candidate) => candidate.key === key && candidate.item === item,
    );
    if (!entry) return false;
    this.take(entry);
    return true;
  }

  private take(entry: Entry<T>): void {
    this.entries.splice(this.entries.indexOf(entry), 1);
    const left = (this.waiting.get(entry.key) ?? 0) - entry.cost;
    if (this.entries.some((other) => other.key === entry.key)) this.waiting.set(entry.key, left);
    else this.waiting.delete(entry.key);
  }
}
