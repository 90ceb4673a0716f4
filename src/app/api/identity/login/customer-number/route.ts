// Customer number and date of birth login (src/api/identity/login-endpoints.ts).
import { postCustomerNumberLogin } from '@/api/identity/login-endpoints';

export const POST = postCustomerNumberLogin;
