import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beaconLimit } from '@/api/http/limit-request';
import { clientAddressHeader } from '@/platform/http/client-address';
import { POST } from './route';

// A payload the schema refuses: the limit comes first, so no database is needed to count.
const beacon = (address: string) =>
  POST(
    new Request('http://localhost/api/vitals', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', [clientAddressHeader]: address },
      body: '{}',
    }),
  );

describe('POST /api/vitals', () => {
  it('allows the documented 600 beacons per minute per address, then answers 429', async () => {
    expect(beaconLimit.points).toBe(600);
    expect(readFileSync('docs/api.md', 'utf8')).toContain(`\`429\` past ${beaconLimit.points} per minute per address`);
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) statuses.push((await beacon('192.0.2.120')).status);
    expect(statuses.slice(0, 600).every((s) => s === 400)).toBe(true);
    expect(statuses[600]).toBe(429);
    expect((await beacon('192.0.2.121')).status).toBe(400);
  });
});
