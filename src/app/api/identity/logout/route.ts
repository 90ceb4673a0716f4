// Logout: ends the session on the server (src/api/identity/login-endpoints.ts).
import { postLogout } from '@/api/identity/login-endpoints';

export const POST = postLogout;
