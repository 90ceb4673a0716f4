// The link of an account deletion, sent back by its page (src/api/identity/account-link-endpoints.ts).
import { postDeletionConfirm } from '@/api/identity/account-link-endpoints';

export const POST = postDeletionConfirm;
export const dynamic = 'force-dynamic';
