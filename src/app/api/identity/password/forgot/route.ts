// Forgot password: sends the reset mail (src/api/identity/password-endpoints.ts).
import { postForgotPassword } from '@/api/identity/password-endpoints';

export const POST = postForgotPassword;
