// The password change in the account (src/api/identity/account-data-endpoints.ts).
import { putPassword } from '@/api/identity/account-data-endpoints';

export const PUT = putPassword;
export const dynamic = 'force-dynamic';
