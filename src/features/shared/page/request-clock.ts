import 'server-only';
// The shop's clock for a dynamically rendered page: the real time, or — only where TEST_CLOCK_HEADER is on (browser
// tests, never a shop taking real payments; decision 0043) — the moment the request's x-test-clock header names,
// running on from there. Cached pages never read it: their HTML is shared by every visitor.
import { headers } from 'next/headers';
import { z } from 'zod';
import { env } from '@/platform/config/env';

export const TEST_CLOCK_HEADER = 'x-test-clock';

const instant = z.iso.datetime({ offset: true });

export function clockFrom(value: string | null | undefined, enabled: boolean): () => Date {
  if (!enabled || !value || !instant.safeParse(value).success) return () => new Date();
  const offset = Date.parse(value) - Date.now();
  return () => new Date(Date.now() + offset);
}

export async function requestClock(): Promise<() => Date> {
  const enabled = env().TEST_CLOCK_HEADER;
  return clockFrom(enabled ? (await headers()).get(TEST_CLOCK_HEADER) : null, enabled);
}
