// Email and password login (src/api/identity/login-endpoints.ts).
import { postLogin } from '@/api/identity/login-endpoints';

export const POST = postLogin;
