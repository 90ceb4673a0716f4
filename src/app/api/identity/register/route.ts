// Registration (src/api/identity/register-endpoint.ts).
import { postRegister } from '@/api/identity/register-endpoint';

export const POST = postRegister;
