// `customer`: the customer behind the request's session (SPEC §3 "customer information (businessPartnerNo, name)"),
// null for anonymous visitors. Same data as GET /api/customer/v1.
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { readCredentials } from '@/api/identity/session-cookies';
import type { CustomerLevel } from '@/platform/auth/session-level';
import { getDb } from '@/platform/db/database';
import { builder } from '../builder';
import { respondPrivately } from '../response-headers';

interface CustomerShape {
  profile: CustomerProfile;
  level: CustomerLevel;
}

const Salutation = builder.enumType('Salutation', { values: ['female', 'male', 'notSpecified'] as const });
const LoginType = builder.enumType('LoginType', {
  description:
    'soft: recognised on this device (token type 1); full: logged in with a password or customer number (2).',
  values: ['soft', 'full'] as const,
});

const CustomerName = builder.objectRef<CustomerProfile>('CustomerName').implement({
  fields: (t) => ({
    salutation: t.field({ type: Salutation, resolve: (p) => p.salutation }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const CustomerFlags = builder.objectRef<CustomerProfile['flags']>('CustomerFlags').implement({
  description: 'The flags of the login-state cookie (SPEC §3): ca, bop, np.',
  fields: (t) => ({
    creditAffinity: t.exposeBoolean('creditAffinity'),
    bonusProgram: t.exposeBoolean('bonusProgram'),
    noPassword: t.exposeBoolean('noPassword'),
  }),
});

const Customer = builder.objectRef<CustomerShape>('Customer').implement({
  description: 'The customer of the current session.',
  fields: (t) => ({
    businessPartnerNo: t.string({ resolve: (c) => c.profile.customerNumber }),
    name: t.field({ type: CustomerName, resolve: (c) => c.profile }),
    loginType: t.field({ type: LoginType, resolve: (c) => c.level }),
    flags: t.field({ type: CustomerFlags, resolve: (c) => c.profile.flags }),
  }),
});

builder.queryField('customer', (t) =>
  t.field({
    type: Customer,
    nullable: true,
    description: 'Null when nobody is logged in or recognised.',
    resolve: async (_root, _args, { scope, request }) => {
      // Personal either way (who is or is not logged in): no shared cache may keep the answer.
      respondPrivately(request);
      const current = await currentCustomer(await getDb(), scope.shop, readCredentials(request));
      return current.level === 'anonymous' ? null : { profile: current.customer, level: current.level };
    },
  }),
);
