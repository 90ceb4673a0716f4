// Who is on the other end of a request, for rate limits. Only the server that owns the socket knows (scripts/start.ts):
// it takes the peer address, walks X-Forwarded-For from the right past the proxies TRUSTED_PROXIES names, and hands
// the result to Next.js in `x-sf-client-address`, after deleting whatever copy of that header the client sent.
// Nothing else reads X-Forwarded-For or X-Real-IP: the client writes those, so they name whoever the client likes.
import { BlockList, isIP } from 'node:net';
import { parseProxyEntry } from './ip-address';

/** Our own request header: set by the server from the socket, never taken from the client. */
export const clientAddressHeader = 'x-sf-client-address';

/** What a request without the header (an in-process call, a test) is counted as. */
export const unknownAddress = 'unknown';

/** The trusted proxies as a block list; entries are validated by the configuration (src/platform/config/env.ts). */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`not an address or CIDR block: ${entry}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** Lower case, without an IPv6 zone, IPv4-mapped IPv6 (`::ffff:192.0.2.1`) as plain IPv4; null when not an IP. */
export function normalizeAddress(value: string | undefined | null): string | null {
  let address = (value ?? '').trim().toLowerCase();
  // A hop may carry a port ("192.0.2.1:5123", "[2001:db8::1]:443") when a proxy writes it so.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? null : address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  return trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the X-Forwarded-For hops are
 * read from the right (each appended by the proxy in front of the next) and the first one that is not a trusted
 * proxy is the client. Hops further left were written by the client itself and are never believed.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: BlockList,
): string {
  let client = normalizeAddress(peer);
  if (!client) return unknownAddress;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : ((forwardedFor as string | undefined) ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrusted(client, trusted)) {
    const hop = hops.pop();
    if (hop === undefined) break;
    const address = normalizeAddress(hop);
    // A hop that is not an address is a forgery or a broken proxy: the last trusted hop is the best we know.
    if (!address) break;
    client = address;
  }
  return client;
}

/**
 * The rate-limit key of an address. An IPv6 client usually holds a whole /64 and can pick any address in it, so it is
 * counted per /64; IPv4 per address.
 */
export function limitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g === '' ? '0' : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}
