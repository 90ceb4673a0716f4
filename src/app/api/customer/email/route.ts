// Asking for a new email address (src/api/identity/account-link-endpoints.ts).
import { postEmailChange } from '@/api/identity/account-link-endpoints';

export const POST = postEmailChange;
export const dynamic = 'force-dynamic';
