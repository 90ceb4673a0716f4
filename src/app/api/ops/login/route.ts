import { operatorLogin } from '@/api/ops/operator-login';

export const POST = operatorLogin;
