// The customer's personal data in the account (src/api/identity/account-data-endpoints.ts).
import { putProfile } from '@/api/identity/account-data-endpoints';

export const PUT = putProfile;
export const dynamic = 'force-dynamic';
