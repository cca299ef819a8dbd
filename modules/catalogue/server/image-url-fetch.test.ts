import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FetchRefused, fetchPicture, fetchPolicyFromEnv, isInternalAddress, nameFromUrl } from './image-url-fetch.ts';

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
