// The page-view identifier (SPEC §3): a UUID, taken from an initial value when one is supplied, else a new random
// id per pathname. Kept in memory; written to its cookie only with consent to statistics (C0002).
export interface PageViewIds {
  /** The id of a pathname: the same while the pathname stays, a new one when it changes. */
  idFor(pathname: string): string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A random UUID v4; crypto.randomUUID exists only in secure contexts (a development server on a LAN address is not). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function pageViewIds(initial?: string | null, newId: () => string = randomUuid): PageViewIds {
  let current: { pathname: string; id: string } | null = null;
  let pending = initial && uuidPattern.test(initial) ? initial.toLowerCase() : null;
  return {
    idFor(pathname) {
      if (current?.pathname === pathname) return current.id;
      current = { pathname, id: pending ?? newId() };
      pending = null;
      return current.id;
    },
  };
}
