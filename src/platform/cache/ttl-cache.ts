// A small in-process cache with expiry. It holds promises, so concurrent callers of a cold key share one load, and a
// failed load is dropped at once instead of being served until it expires.
export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries go first beyond this size, so arbitrary keys (CMS paths) cannot grow memory without bound. */
  maxEntries?: number;
}

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor({ ttlMs, maxEntries = 1000 }: TtlCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The cached value of `key`, else the result of `load`, kept for the TTL when it succeeds. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);

    const value = load();
    const entry: Entry<V> = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    this.evictOverflow();
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOverflow(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
