// The client's address for rate limits, as the server that owns the socket wrote it (src/platform/http/client-address.ts).
// X-Forwarded-For and X-Real-IP are never read here: a client writes them as it likes.
import { clientAddressHeader, limitKeyOf, normalizeAddress, unknownAddress } from '@/platform/http/client-address';

export function clientAddress(request: Request): string {
  return normalizeAddress(request.headers.get(clientAddressHeader)) ?? unknownAddress;
}

/** The key a per-address limit counts under: the address, or its /64 for IPv6. */
export function clientAddressKey(request: Request): string {
  return limitKeyOf(clientAddress(request));
}
