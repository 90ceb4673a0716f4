import { describe, expect, it } from 'vitest';
import { getTenant, type Tenant } from '@/commerce/tenant/tenants';
import { previewLoyaltyPoints } from './preview-loyalty-points';

describe('previewLoyaltyPoints', () => {
  it('gives Payback points on de, one per full euro of goods value', () => {
    expect(previewLoyaltyPoints(getTenant('de'), 12_399)).toEqual({ program: 'payback', points: 123 });
    expect(previewLoyaltyPoints(getTenant('de'), 99)).toEqual({ program: 'payback', points: 0 });
  });

  it('gives jö points on at', () => {
    expect(previewLoyaltyPoints(getTenant('at'), 5_000)).toEqual({ program: 'joe', points: 50 });
  });

  it('shows nothing on ch and nl, which run no programme', () => {
    expect(previewLoyaltyPoints(getTenant('ch'), 50_000)).toBeNull();
    expect(previewLoyaltyPoints(getTenant('nl'), 50_000)).toBeNull();
  });

  it('shows nothing when the programme flag is off', () => {
    const de: Tenant = { ...getTenant('de'), flags: { ...getTenant('de').flags, payback: false } };
    expect(previewLoyaltyPoints(de, 10_000)).toBeNull();
    const at: Tenant = { ...getTenant('at'), flags: { ...getTenant('at').flags, loyalty: false } };
    expect(previewLoyaltyPoints(at, 10_000)).toBeNull();
  });
});
