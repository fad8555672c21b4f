interface Entry<T> {
  key: string;
  item: T;
  cost: number;
  /** Its place in line: when it would be done, were every item served as it came. */
  tag: number;
  /** Arrival order, which breaks ties. */
  order: number;
}

/**
 * A fair queue by Zhang's VirtualClock (SIGCOMM 1990): each item is stamped with the moment it
 * would be done, were each key served one item after another from the moment it sends,
 *   tag = max(now, the tag of the key's item before) + cost,
 * and the lowest stamp is served first. So
 *  - items wait in the order they came, a cheaper one going before a costlier one that came
 *    at most the difference of their costs earlier: a visitor's ordinary file waits neither
 *    behind a large file that came just before it nor behind the files that come after it,
 *    whoever sent them and however cheap they are;
 *  - a key that sends many waits behind the others in proportion to what it has sent lately.
 * Costs and the clock are in one unit: here milliseconds of check the file is given.
 */
export class FairQueue<T> {
  private readonly entries: Entry<T>[] = [];
  /** The tag of each key's latest item, while it may still be ahead of the clock. */
  private readonly latest = new Map<string, number>();
  private arrivals = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  get size(): number {
    return this.entries.length;
  }

  push(key: string, item: T, cost: number): void {
    const now = this.now();
    const tag = Math.max(now, this.latest.get(key) ?? now) + Math.max(0, cost);
    this.latest.set(key, tag);
    this.entries.push({ key, item, cost: Math.max(0, cost), tag, order: this.arrivals++ });
    this.forgetPast(now);
  }

  /** The next item: the one with the lowest tag (the earliest come among equals). */
  shift(): T | undefined {
    let best: Entry<T> | undefined;
    for (const entry of this.entries) {
      if (!best || entry.tag < best.tag || (entry.tag === best.tag && entry.order < best.order))
        best = entry;
    }
    if (!best) return undefined;
    this.entries.splice(this.entries.indexOf(best), 1);
    return best.item;
  }

  /**
   * Takes out an item given up on while it waited (true when it was there): the key's items
   * after it move up by its cost, as if it had never come.
   */
  remove(key: string, item: T): boolean {
    const entry = this.entries.find(
      (candidate) => candidate.key === key && candidate.item === item,
    );
    if (!entry) return false;
    this.entries.splice(this.entries.indexOf(entry), 1);
    for (const later of this.entries) {
      if (later.key === key && later.order > entry.order) later.tag -= entry.cost;
    }
    const latest = this.latest.get(key);
    if (latest !== undefined) this.latest.set(key, latest - entry.cost);
    return true;
  }

  /** Keys whose latest tag the clock has passed count as new again: forgotten. */
  private forgetPast(now: number): void {
    if (this.latest.size <= 2 * this.entries.length + 64) return;
    for (const [key, tag] of this.latest) if (tag <= now) this.latest.delete(key);
  }
}
