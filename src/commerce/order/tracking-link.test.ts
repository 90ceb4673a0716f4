import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking-link';

describe('trackingLink', () => {
  it('links the carriers the shops ship with, whatever the case of the name', () => {
    expect(trackingLink('DHL', '00340434161234567890')).toBe(
      'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161234567890',
    );
    expect(trackingLink(' PostNL ', '3SABC123')).toBe('https://jouw.postnl.nl/track-and-trace/3SABC123');
  });

  it('gives no link for an unknown carrier or a missing number, and escapes the number', () => {
    expect(trackingLink('Eigener Kurier', '123')).toBeNull();
    expect(trackingLink(null, '123')).toBeNull();
    expect(trackingLink('DHL', null)).toBeNull();
    expect(trackingLink('DPD', 'a/../b?x')).toBe('https://tracking.dpd.de/status/de_DE/parcel/a%2F..%2Fb%3Fx');
  });
});
