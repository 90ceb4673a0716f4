import { operatorLogout } from '@/api/ops/operator-login';

export const POST = operatorLogout;
