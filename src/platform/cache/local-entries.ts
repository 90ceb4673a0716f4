// A byte-bounded, least-recently-used map: the entries one instance keeps in memory in front of the shared cache.
export interface LocalEntries<T> {
  get(key: string): T | undefined;
  set(key: string, value: T, bytes: number): void;
  delete(key: string): void;
  bytes(): number;
}

export function localEntries<T>(maxBytes: number): LocalEntries<T> {
  const entries = new Map<string, { value: T; bytes: number }>();
  let total = 0;
  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    total -= found.bytes;
  };
  return {
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest] of entries) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    bytes: () => total,
  };
}
