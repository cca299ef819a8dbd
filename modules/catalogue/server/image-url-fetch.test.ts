import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FetchRefused, fetchPicture, fetchPolicyFromEnv, isInternalAddress, nameFromUrl } from './image-url-fetch.ts';
import { embeddedIpv4, parseIpv6 } from './internal-address.ts';

describe('isInternalAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isInternalAddress(a), a).toBe(true);
  });
  it('lets public addresses through', () => {
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isInternalAddress(a), a).toBe(false);
  });
});

describe('isInternalAddress on IPv6 forms (SSRF)', () => {
  // Every textual IPv6 form that reaches an internal address, embedded IPv4 included.
  const internal: [string, string][] = [
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible, dotted tail'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated 127.0.0.1'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated, dotted tail'],
    ['::ffff:7f00:1', 'IPv4-mapped, hex tail'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'IPv4-mapped, long form'],
    ['0000:0000:0000:0000:0000:FFFF:7F00:0001', 'IPv4-mapped, padded upper case'],
    ['::FFFF:10.0.0.1', 'IPv4-mapped, upper case'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['64:ff9b::7f00:1', 'NAT64 127.0.0.1'],
    ['64:ff9b::a00:1', 'NAT64 10.0.0.1'],
    ['64:ff9b::10.0.0.1', 'NAT64, dotted tail'],
    ['64:FF9B::A9FE:A9FE', 'NAT64 169.254.169.254, upper case'],
    ['0064:ff9b:0000:0000:0000:0000:c0a8:0101', 'NAT64 192.168.1.1, long form'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 10.0.0.1'],
    ['2002:7f00:1::', '6to4 127.0.0.1'],
    ['2002:a00:1::1', '6to4 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 192.168.1.1'],
    ['2002:6440:1::', '6to4 100.64.0.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo client 127.0.0.1'],
    ['2001::f5ff:fffe', 'Teredo client 10.0.0.1'],
    ['fec0::1', 'site-local'],
    ['FEFF:ffff::1', 'site-local, top of range, upper case'],
    ['fe80::1%eth0', 'link-local with zone id'],
    ['FE80::1', 'link-local, upper case'],
    ['febf::1', 'link-local, top of range'],
    ['::1%lo', 'loopback with zone id'],
    ['0:0:0:0:0:0:0:1', 'loopback, long form'],
    ['0:0:0:0:0:0:0:0', 'unspecified, long form'],
    ['fc00::1', 'unique local'],
    ['fdff:ffff::1', 'unique local, top of range'],
    ['ff02::1', 'multicast'],
    ['FF05::1:3', 'multicast, upper case'],
    ['100::1', 'discard'],
    ['100::ffff:ffff:ffff:ffff', 'discard, top of range'],
    ['2001:db8::1', 'documentation'],
    ['2001:DB8:85a3::8a2e:370:7334', 'documentation, upper case'],
    ['1:2:3:4:5:6:7:8:9', 'too many groups'],
    ['1::2::3', 'two ::'],
    ['::ffff:127.0.0.256', 'bad dotted tail'],
    ['gggg::1', 'not hex'],
  ];
  it.each(internal)('refuses %s (%s)', (address) => expect(isInternalAddress(address)).toBe(true));

  const external: [string, string][] = [
    ['2606:4700:4700::1111', 'Cloudflare DNS'],
    ['2001:4860:4860::8888', 'Google DNS'],
    ['2001:4860:4860:0:0:0:0:8888', 'Google DNS, long form'],
    ['64:ff9b::808:808', 'NAT64 8.8.8.8'],
    ['64:ff9b::8.8.8.8', 'NAT64 8.8.8.8, dotted tail'],
    ['2002:808:808::1', '6to4 8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo client 8.8.8.8'],
    ['::ffff:8.8.8.8', 'IPv4-mapped 8.8.8.8'],
    ['::FFFF:808:808', 'IPv4-mapped 8.8.8.8, hex upper case'],
    ['8.8.8.8', 'IPv4'],
    ['1.1.1.1', 'IPv4'],
    ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ];
  it.each(external)('allows %s (%s)', (address) => expect(isInternalAddress(address)).toBe(false));
});

describe('parseIpv6 / embeddedIpv4', () => {
  const hex = (address: string) => Buffer.from(parseIpv6(address) ?? []).toString('hex');
  it('reads every textual form into the same 16 bytes', () => {
    const loopbackMapped = '00000000000000000000ffff7f000001';
    for (const a of ['::ffff:127.0.0.1', '::FFFF:7F00:1', '0:0:0:0:0:ffff:127.0.0.1', '0000:0000:0000:0000:0000:ffff:7f00:0001', '::ffff:7f00:1%eth0'])
      expect(hex(a), a).toBe(loopbackMapped);
    expect(hex('::')).toBe('0'.repeat(32));
    expect(hex('1::')).toBe(`0001${'0'.repeat(28)}`);
    expect(hex('1:2:3:4:5:6:1.2.3.4')).toBe('00010002000300040005000601020304');
    for (const bad of [
      '',
      '1.2.3.4',
      ':',
      ':::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::8',
      '1::2::3',
      ':1::2',
      '1:',
      '12345::',
      '::1.2.3',
      'fe80::1%',
      '::1.2.3.4:5',
    ])
      expect(parseIpv6(bad), bad).toBeNull();
  });
  it('finds the IPv4 inside mapped, compatible, translated, NAT64, 6to4 and Teredo addresses', () => {
    const v4 = (address: string) => embeddedIpv4(parseIpv6(address) ?? new Uint8Array(16));
    expect(v4('::ffff:a00:1')).toEqual(['10.0.0.1']);
    expect(v4('::a00:1')).toEqual(['10.0.0.1']);
    expect(v4('::ffff:0:a00:1')).toEqual(['10.0.0.1']);
    expect(v4('64:ff9b::a00:1')).toEqual(['10.0.0.1']);
    expect(v4('64:ff9b:1:a00:0:100::')).toContain('10.0.0.1');
    expect(v4('2002:a00:1::1')).toEqual(['10.0.0.1']);
    expect(v4('2001::f5ff:fffe')).toEqual(['10.0.0.1']);
    expect(v4('2606:4700:4700::1111')).toEqual([]);
  });
});

describe('nameFromUrl', () => {
  it('takes the last path segment, decoded, adding the extension when it has none', () => {
    expect(nameFromUrl('https://cdn.example.com/a/b/%E6%AD%A3%E9%9D%A2.png?x=1', 'png')).toBe('正面.png');
    expect(nameFromUrl('https://cdn.example.com/img/12345', 'jpg')).toBe('12345.jpg');
    expect(nameFromUrl('https://cdn.example.com/', 'webp')).toBe('图片.webp');
    expect(nameFromUrl('https://cdn.example.com/a%2F..%2Fb"<>.gif', 'gif')).toBe('a..b.gif');
  });
});

describe('fetchPicture', () => {
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
  };
  const allow = { allowInternal: true };

  it('reads a picture and names its type from the bytes, whatever the server declares', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const site = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(webp));
    try {
      expect(await fetchPicture(`${site.base}/x`, allow)).toMatchObject({ name: 'x.webp', contentType: 'image/webp' });
      await expect(fetchPicture(`${site.base}/x`, { allowInternal: false })).rejects.toThrow('不能抓取内网地址');
    } finally {
      await site.close();
    }
  });

  it('refuses a name resolving inside the network, other schemes, endless redirects', async () => {
    const site = await serve((req, res) => res.writeHead(302, { location: req.url ?? '/' }).end());
    try {
      const port = new URL(site.base).port;
      await expect(fetchPicture(`http://localhost:${port}/a.png`, { allowInternal: false })).rejects.toThrow('不能抓取内网地址');
      await expect(fetchPicture('ftp://example.com/a.png', allow)).rejects.toThrow('图片链接只能是http或https地址');
      await expect(fetchPicture(`${site.base}/loop`, allow)).rejects.toThrow('链接重定向次数过多');
      await expect(fetchPicture('not a url', allow)).rejects.toBeInstanceOf(FetchRefused);
    } finally {
      await site.close();
    }
  });

  it('is told by IMAGE_URL_ALLOW_PRIVATE=1 to reach internal addresses', () => {
    expect(fetchPolicyFromEnv({})).toEqual({ allowInternal: false });
    expect(fetchPolicyFromEnv({ IMAGE_URL_ALLOW_PRIVATE: '1' })).toEqual({ allowInternal: true });
  });
});
