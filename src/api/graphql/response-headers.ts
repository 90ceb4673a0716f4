// Lets resolvers shape the HTTP answer of the gateway: Set-Cookie values (the visitor's basket cookie) and
// "private, no-store" for answers that hold a person's data, so no shared cache keeps them (ARCHITECTURE rule 6).
import type { Plugin } from 'graphql-yoga';

interface Pending {
  cookies: string[];
}

const pending = new WeakMap<Request, Pending>();

/** Marks the answer to this request as personal and adds cookies to it. */
export function respondPrivately(request: Request, cookies: readonly string[] = []): void {
  const entry = pending.get(request) ?? { cookies: [] };
  entry.cookies.push(...cookies);
  pending.set(request, entry);
}

export function responseHeadersPlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      const entry = pending.get(request);
      if (!entry) return;
      pending.delete(request);
      response.headers.set('cache-control', 'private, no-store');
      for (const cookie of new Set(entry.cookies)) response.headers.append('set-cookie', cookie);
    },
  };
}
