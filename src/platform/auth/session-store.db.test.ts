import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import {
  createSession,
  resolveSession,
  revokeCustomerSessions,
  revokePresented,
  sessionPolicy,
  touchSession,
} from './session-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const t0 = new Date('2026-11-23T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const minutes = (n: number) => n * 60_000;

describe('session store', () => {
  it('is logged in on the session secret, soft on the device secret alone, and nothing in another tenant', async () => {
    const customerId = randomUUID();
    const { secrets } = await createSession(database.db, 'de', customerId, t0);
    expect(await resolveSession(database.db, 'de', { session: secrets.session }, t0)).toMatchObject({
      level: 'full',
      customerId,
    });
    // After a browser restart only the persistent device cookie is left: recognised, not logged in.
    expect(await resolveSession(database.db, 'de', { device: secrets.device }, t0)).toMatchObject({
      level: 'soft',
      customerId,
    });
    expect(await resolveSession(database.db, 'at', secrets, t0)).toBeNull();
    expect(
      await resolveSession(database.db, 'de', { session: secrets.device, device: 'x'.repeat(43) }, t0),
    ).toBeNull();
  });

  it('drops from logged in to soft after an idle hour, slides with use, and never beyond twelve hours', async () => {
    const { secrets } = await createSession(database.db, 'de', randomUUID(), t0);
    expect((await resolveSession(database.db, 'de', secrets, at(minutes(61))))?.level).toBe('soft');
    let now = t0;
    for (let i = 0; i < 30; i++) {
      now = at(minutes(45) * (i + 1));
      const session = await resolveSession(database.db, 'de', secrets, now);
      if (session?.level !== 'full') break;
      await touchSession(database.db, session, now);
    }
    expect(now.getTime() - t0.getTime()).toBeLessThanOrEqual(sessionPolicy.fullMaxMs + minutes(45));
    expect((await resolveSession(database.db, 'de', secrets, at(sessionPolicy.fullMaxMs)))?.level).toBe(
      'soft',
    );
  });

  it('is worthless after 30 days, after logout and after the customer’s sessions were ended', async () => {
    const customerId = randomUUID();
    const expiring = await createSession(database.db, 'nl', customerId, t0);
    expect(await resolveSession(database.db, 'nl', expiring.secrets, at(sessionPolicy.softMs))).toBeNull();

    const loggedOut = await createSession(database.db, 'nl', customerId, t0);
    await revokePresented(database.db, 'nl', { session: loggedOut.secrets.session }, 'logout', t0);
    expect(await resolveSession(database.db, 'nl', loggedOut.secrets, t0)).toBeNull();

    const changedPassword = randomUUID();
    const a = await createSession(database.db, 'nl', changedPassword, t0);
    const b = await createSession(database.db, 'nl', changedPassword, t0);
    const other = await createSession(database.db, 'nl', randomUUID(), t0);
    expect(
      await revokeCustomerSessions(database.db, 'nl', changedPassword, 'password-change', t0, b.id),
    ).toBe(1);
    expect(await resolveSession(database.db, 'nl', a.secrets, t0)).toBeNull();
    expect(await resolveSession(database.db, 'nl', b.secrets, t0)).not.toBeNull();
    expect(await resolveSession(database.db, 'nl', other.secrets, t0)).not.toBeNull();
  });

  it('cannot be ended from another tenant', async () => {
    const { secrets } = await createSession(database.db, 'ch', randomUUID(), t0);
    await revokePresented(database.db, 'de', secrets, 'logout', t0);
    expect(await resolveSession(database.db, 'ch', secrets, t0)).not.toBeNull();
  });
});
