// The link of an email change, sent back by its page (src/api/identity/account-link-endpoints.ts).
import { postEmailConfirm } from '@/api/identity/account-link-endpoints';

export const POST = postEmailConfirm;
export const dynamic = 'force-dynamic';
