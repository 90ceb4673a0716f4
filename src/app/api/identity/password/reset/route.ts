// Sets a new password from a reset link (src/api/identity/password-endpoints.ts).
import { postResetPassword } from '@/api/identity/password-endpoints';

export const POST = postResetPassword;
