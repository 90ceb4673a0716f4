// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerPath } from '@/platform/routing/api-paths/session';
import { resetClientData, stubJsonReads } from '../../../../tests/support/client-data';
import { CustomerSync } from './customer-sync';
import { useCustomer, type CustomerInfo } from './use-customer';

const session = vi.hoisted(() => ({ type: 2 as number | null, token: 'a' }));
vi.mock('./session-provider', () => ({ useSession: () => ({ type: session.type, token: session.token }) }));

const anna: CustomerInfo = {
  businessPartnerNo: '100200',
  name: { salutation: 'female', firstName: 'Anna', lastName: 'Berg' },
  loginType: 'full',
  flags: { creditAffinity: false, bonusProgram: false, noPassword: false },
};

function FirstName() {
  return <output>{useCustomer()?.name.firstName ?? 'nobody'}</output>;
}

beforeEach(() => {
  session.type = 2;
  session.token = 'a';
});
afterEach(() => {
  cleanup();
  resetClientData();
  vi.unstubAllGlobals();
});

describe('CustomerSync', () => {
  it('reads the customer of a known session, and the account entry gets it without SWR of its own', async () => {
    const reads = stubJsonReads(async () => anna);
    render(
      <>
        <CustomerSync />
        <FirstName />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Anna'));
    expect(reads).toHaveBeenCalledWith(customerPath, expect.anything());
  });

  it('reads nothing for an anonymous session, and shows nobody', async () => {
    session.type = 0;
    const reads = stubJsonReads(async () => anna);
    render(
      <>
        <CustomerSync />
        <FirstName />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('nobody');
  });
});
