// IP address syntax without node:net, so the configuration (src/platform/config/env.ts), which more of the app
// imports than the server, stays free of Node-only modules.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 for an IPv4 address, 6 for an IPv6 one (no zone), 0 for anything else. */
export function ipVersion(value: string): 0 | 4 | 6 {
  if (IPV4.test(value)) return 4;
  if (!value.includes(':') || /[^0-9a-fA-F:.]/.test(value)) return 0;
  // The URL parser knows IPv6 syntax (one `::`, at most eight groups, an IPv4 tail).
  try {
    new URL(`http://[${value}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** `10.0.0.0/8`, `192.0.2.7`, `2001:db8::/32`: an address or a CIDR block; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const version = ipVersion(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}
