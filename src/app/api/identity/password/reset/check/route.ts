// Whether a reset link still works (src/api/identity/password-endpoints.ts).
import { postCheckResetLink } from '@/api/identity/password-endpoints';

export const POST = postCheckResetLink;
