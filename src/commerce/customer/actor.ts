// Who asks: the identity use cases need the client's address (per-address limits) and the session secrets the
// request presented (a login ends the session it replaces; a logout ends the one presented).
import type { SessionCredentials } from '@/platform/auth/session-store';

export interface Requester {
  /** The client address as a rate-limit key (IPv6 per /64), from the socket or a trusted proxy (src/api/http). */
  address: string;
  credentials: SessionCredentials;
}
