// Account activation from the registration mail (src/api/identity/login-endpoints.ts).
import { postActivate } from '@/api/identity/login-endpoints';

export const POST = postActivate;
