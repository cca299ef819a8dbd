// Whether an IP address is inside the network (SSRF guard for fetches a user asks for). IPv6 is judged on its
// 16 bytes, whatever the textual form (`::` shorthand, dotted IPv4 tail, upper case, `%zone`), and an IPv4
// address carried inside an IPv6 one (mapped, compatible, translated, NAT64, 6to4, Teredo) is judged by the
// IPv4 rules, so `::7f00:1`, `64:ff9b::a00:1` or `2002:7f00:1::` do not slip past as "public IPv6".
import { BlockList, isIPv4 } from 'node:net';

const internalV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internalV4.addSubnet(net, prefix, 'ipv4');

/** IPv6 ranges refused outright: [prefix bytes, prefix length in bits]. */
const INTERNAL_V6: [number[], number][] = [
  [[], 128], // ::/128 unspecified
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128], // ::1/128 loopback
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xfc], 7], // unique local
  [[0xff], 8], // multicast
  [[0x01, 0x00], 64], // 100::/64 discard
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
];

/** The 16 bytes of an IPv6 address in any textual form (`::`, dotted IPv4 tail, any case, `%zone` dropped), or null when it is not one. */
export function parseIpv6(text: string): Uint8Array | null {
  const zone = text.indexOf('%');
  if (zone === text.length - 1) return null;
  let body = (zone === -1 ? text : text.slice(0, zone)).toLowerCase();
  const lastColon = body.lastIndexOf(':');
  if (lastColon === -1) return null;
  const tail: number[] = [];
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!isIPv4(last)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    body = body.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const [first = '', second, ...more] = body.split('::');
  if (more.length) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(first);
  const back = second === undefined ? [] : groups(second);
  if (![...head, ...back].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const given = head.length + back.length + tail.length;
  if (second === undefined ? given !== 8 : given > 7) return null;
  const words = [...head.map((g) => Number.parseInt(g, 16)), ...Array(8 - given).fill(0), ...back.map((g) => Number.parseInt(g, 16)), ...tail];
  const bytes = new Uint8Array(16);
  words.forEach((word, i) => {
    bytes[2 * i] = word >> 8;
    bytes[2 * i + 1] = word & 0xff;
  });
  return bytes;
}

const inPrefix = (bytes: Uint8Array, prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((prefix[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
};

const dotted = (b: number[]) => b.join('.');

/** The IPv4 addresses an IPv6 address stands for (mapped, compatible, translated, NAT64, 6to4, Teredo); none for the rest. */
export function embeddedIpv4(bytes: Uint8Array): string[] {
  const at = (...idx: number[]) => dotted(idx.map((i) => bytes[i] ?? 0));
  const last = at(12, 13, 14, 15);
  if (inPrefix(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return [last]; // ::ffff:0:0/96 mapped
  if (inPrefix(bytes, [], 96)) return [last]; // ::/96 compatible (:: and ::1 are refused on their own)
  if (inPrefix(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return [last]; // ::ffff:0:0:0/96 translated
  if (inPrefix(bytes, [0, 0x64, 0xff, 0x9b], 96)) return [last]; // 64:ff9b::/96 NAT64
  // 64:ff9b:1::/48 local-use NAT64: the IPv4 sits where RFC 6052 puts it for the operator's prefix length
  // (/48, /56, /64 or /96, skipping the reserved bits 64–71); every candidate is judged.
  if (inPrefix(bytes, [0, 0x64, 0xff, 0x9b, 0, 1], 48)) return [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), last];
  if (inPrefix(bytes, [0x20, 0x02], 16)) return [at(2, 3, 4, 5)]; // 2002::/16 6to4
  if (inPrefix(bytes, [0x20, 0x01, 0, 0], 32)) return [dotted([12, 13, 14, 15].map((i) => (bytes[i] ?? 0) ^ 0xff))]; // Teredo client
  return [];
}

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved: addresses a fetch must not reach. Anything unparseable counts as internal. */
export function isInternalAddress(address: string): boolean {
  if (isIPv4(address)) return internalV4.check(address, 'ipv4');
  const bytes = parseIpv6(address);
  if (!bytes) return true;
  if (INTERNAL_V6.some(([prefix, bits]) => inPrefix(bytes, prefix, bits))) return true;
  return embeddedIpv4(bytes).some((v4) => internalV4.check(v4, 'ipv4'));
}
