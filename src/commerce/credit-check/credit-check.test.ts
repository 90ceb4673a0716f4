import { describe, expect, it } from 'vitest';
import { creditLimits, rulesCreditCheck, type CreditInput } from './credit-check';

const newAdult: CreditInput = {
  currency: 'EUR',
  orderAmount: 250_00,
  settledOrders: 0,
  openBalance: 0,
  overdueAmount: 0,
  age: 41,
  lastName: 'Mustermann',
  creditAffinity: false,
};
const decide = (changes: Partial<CreditInput>) => rulesCreditCheck.decide({ ...newAdult, ...changes });

describe('credit check rules', () => {
  it('approves a new ordinary adult customer with a normal basket', () => {
    expect(decide({})).toEqual({ approved: true, limit: creditLimits.firstOrder });
  });

  it('refuses everything to a minor, and only credit for the other reasons', () => {
    expect(decide({ age: 17 })).toMatchObject({ approved: false, reason: 'CREDIT_UNDERAGE', scope: 'all' });
    expect(decide({ age: 18 })).toMatchObject({ approved: true });
    expect(decide({ lastName: ' ABLEHNUNG ' })).toMatchObject({ reason: 'CREDIT_DEMO_DECLINE', scope: 'credit' });
    expect(decide({ overdueAmount: 1 })).toMatchObject({ reason: 'CREDIT_OVERDUE_BALANCE', scope: 'credit' });
  });

  it('limits open balance plus order by age knowledge, history and credit affinity', () => {
    expect(decide({ orderAmount: creditLimits.firstOrder })).toMatchObject({ approved: true });
    expect(decide({ orderAmount: creditLimits.firstOrder + 1 })).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    expect(decide({ orderAmount: 1_000_00, openBalance: 600_00 })).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    expect(decide({ orderAmount: 1_000_00, openBalance: -600_00 })).toMatchObject({ approved: true });
    expect(decide({ age: null, orderAmount: 300_01 })).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    expect(decide({ age: null, orderAmount: 300_00 })).toMatchObject({ approved: true });
    expect(decide({ settledOrders: 1, orderAmount: 2_500_00 })).toMatchObject({ approved: true });
    expect(decide({ settledOrders: 3, orderAmount: 6_000_00 })).toMatchObject({ approved: true });
    expect(decide({ creditAffinity: true, orderAmount: 2_500_00 })).toMatchObject({ approved: true });
  });
});
