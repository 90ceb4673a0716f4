// Asking for (POST) or withdrawing (DELETE) the deletion of the account (src/api/identity/account-link-endpoints.ts).
import { deleteDeletionRequest, postDeletionRequest } from '@/api/identity/account-link-endpoints';

export const POST = postDeletionRequest;
export const DELETE = deleteDeletionRequest;
export const dynamic = 'force-dynamic';
