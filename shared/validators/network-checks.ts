import type { Check } from './messages.ts';
import { MSG } from './messages.ts';

// 0-255 without leading zeros ('01' could be read as octal).
const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `${OCTET}(\\.${OCTET}){3}`;
const LABEL = '[a-z0-9]([a-z0-9-]*[a-z0-9])?';
const DOMAIN = `(${LABEL}\\.)+[a-z]{2,}`;

// Dotted quad, e.g. 192.168.0.1.
export const checkIpv4: Check = (value) => (new RegExp(`^${IPV4}$`).test(value) ? null : MSG.IPV4);

// Six hex pairs separated all by '-' or all by ':', either case: 00-1A-2b-3C-4d-5E, 00:1a:2b:3c:4d:5e.
export const checkMac: Check = (value) => (/^[0-9a-f]{2}([:-])[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i.test(value) ? null : MSG.MAC);

// http, https or ftp; host is localhost, an IPv4 address or a domain name with a letter TLD; optional port
// 1-65535; then optionally a path, query or fragment without spaces. No user:password@ part.
const URL_PATTERN = new RegExp(`^(https?|ftp)://(localhost|${IPV4}|${DOMAIN})(:(?<port>[0-9]{1,5}))?([/?#]\\S*)?$`, 'i');

export const checkUrl: Check = (value) => {
  const match = URL_PATTERN.exec(value);
  if (!match) return MSG.URL;
  const port = match.groups?.port;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return MSG.URL;
  return null;
};
