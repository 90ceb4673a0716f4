// Shared bits of the order endpoints: JSON answers that are never cached.
import { privateJson } from '@/api/http/responses';

export const answer = (body: unknown, status = 200) => privateJson(body, status);
