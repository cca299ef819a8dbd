import { createHmac } from 'node:crypto';
import { sameHash } from '../identity/tokens.ts';

export const URL_TTL_SECONDS = 24 * 3600;

/** Signed, expiring file URLs, so an <img> needs no header: /files/<key>?exp=…&sig=… */
export class UrlSigner {
  private readonly key: string;
  constructor(key: string) {
    this.key = key;
  }

  private signature(fileKey: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${fileKey}\n${exp}`).digest('base64url');
  }

  url(fileKey: string, now = Date.now(), ttlSeconds = URL_TTL_SECONDS): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `/files/${fileKey}?exp=${exp}&sig=${this.signature(fileKey, exp)}`;
  }

  verify(fileKey: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
    return sameHash(this.signature(fileKey, expiry), sig);
  }
}
