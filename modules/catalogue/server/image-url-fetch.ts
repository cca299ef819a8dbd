// Fetching a picture from an address a user gave (the image-url tool): http(s) only, at most 20 MB and
// 3 redirects, a 10 s idle timeout, and never an address inside the network (loopback, private, link-local:
// checked on the address actually connected to, so a name cannot resolve its way in) unless the server
// is told so (`IMAGE_URL_ALLOW_PRIVATE=1`, for tests and intranet picture servers).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isInternalAddress } from './internal-address.ts';
import { pictureType } from './picture-image.ts';

export { isInternalAddress };

export const MAX_FETCH_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const IDLE_TIMEOUT_MS = 10_000;

/** A reason the address gave no picture, shown to the user on the entry. */
export class FetchRefused extends Error {}

export interface FetchPolicy {
  allowInternal: boolean;
}

export const fetchPolicyFromEnv = (env: NodeJS.ProcessEnv = process.env): FetchPolicy => ({ allowInternal: env.IMAGE_URL_ALLOW_PRIVATE === '1' });

const refusedHere = () => new FetchRefused('不能抓取内网地址');

/** dns.lookup, refusing internal addresses (the socket connects to what this answers). */
function guardedLookup(policy: FetchPolicy) {
  return (hostname: string, options: object, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options }, (error, address, family) => {
      if (error) return callback(new FetchRefused('无法解析链接的域名'), '');
      const all: string[] = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (!policy.allowInternal && all.some(isInternalAddress)) return callback(refusedHere(), '');
      callback(null, address, family);
    });
  };
}

function download(url: URL, policy: FetchPolicy, redirects: number): Promise<Buffer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new FetchRefused('图片链接只能是http或https地址'));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allowInternal && isInternalAddress(host)) return Promise.reject(refusedHere());
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: guardedLookup(policy), timeout: IDLE_TIMEOUT_MS, headers: { accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects === 0) return reject(new FetchRefused('链接重定向次数过多'));
        return download(new URL(location, url), policy, redirects - 1).then(resolve, reject);
      }
      if (status !== 200) {
        response.resume();
        return reject(new FetchRefused(`链接返回${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FETCH_BYTES) response.destroy(new FetchRefused('图片超过20MB'));
        else chunks.push(chunk);
      });
      response.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused('读取链接内容失败')));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    });
    request.on('timeout', () => request.destroy(new FetchRefused('抓取超时')));
    request.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused('无法访问该链接')));
  });
}

/** The file name a fetched picture gets: the address's last path segment, with the picture's extension. */
export function nameFromUrl(address: string, ext: string): string {
  let segment = '';
  try {
    segment = decodeURIComponent(new URL(address).pathname.split('/').pop() ?? '');
  } catch {
    segment = '';
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const clean = segment.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim() || '图片';
  const named = /\.[a-z0-9]{2,5}$/i.test(clean) ? clean : `${clean}.${ext}`;
  return named.slice(-200);
}

/** The picture at the address, or FetchRefused with the reason. */
export async function fetchPicture(address: string, policy: FetchPolicy): Promise<{ name: string; bytes: Buffer; contentType: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('图片链接格式不正确');
  }
  const bytes = await download(url, policy, MAX_REDIRECTS);
  const type = await pictureType(bytes);
  if (!type) throw new FetchRefused('链接内容不是支持的图片（jpg、png、webp、gif）');
  return { name: nameFromUrl(address, type.ext), bytes, contentType: type.contentType };
}
