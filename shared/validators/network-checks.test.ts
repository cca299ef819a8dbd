import { describe, expect, it } from 'vitest';
import { checkIpv4, checkMac, checkUrl } from './network-checks.ts';

describe('checkIpv4', () => {
  it.each(['0.0.0.0', '127.0.0.1', '192.168.1.1', '255.255.255.255', '10.0.99.200'])('accepts %s', (v) => expect(checkIpv4(v)).toBeNull());
  it.each(['', '256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.04', '1.2.3.-4', '1.2.3.4 ', 'a.b.c.d', '1..3.4', '300.1.1.1'])(
    'rejects %j with 请输入正确的IP地址',
    (v) => expect(checkIpv4(v)).toBe('请输入正确的IP地址'),
  );
});

describe('checkMac', () => {
  it.each(['00-1A-2B-3C-4D-5E', '00:1a:2b:3c:4d:5e', 'FF:FF:FF:FF:FF:FF', 'aa-BB-cc-DD-ee-FF'])('accepts %s', (v) => expect(checkMac(v)).toBeNull());
  it.each([
    '',
    '00-1A-2B-3C-4D',
    '00-1A-2B-3C-4D-5E-6F',
    '00:1A-2B:3C:4D:5E',
    '001A2B3C4D5E',
    '00.1A.2B.3C.4D.5E',
    '00-1A-2B-3C-4D-5G',
    '0-1A-2B-3C-4D-5E',
    '00 1A 2B 3C 4D 5E',
  ])('rejects %j with 请输入正确的MAC地址', (v) => expect(checkMac(v)).toBe('请输入正确的MAC地址'));
});

describe('checkUrl', () => {
  it.each([
    'http://example.com',
    'https://www.example.com/path/to?q=1&r=2#top',
    'ftp://files.example.org/pub/a.zip',
    'HTTPS://Example.COM',
    'http://localhost',
    'http://localhost:8080/api',
    'http://192.168.0.1',
    'https://10.0.0.1:443/x',
    'http://a-b.example.co.uk/',
    'https://example.com?x=1',
    'http://example.com:65535',
  ])('accepts %s', (v) => expect(checkUrl(v)).toBeNull());
  it.each([
    '',
    'example.com',
    'www.example.com',
    'mailto:a@b.com',
    'file:///etc/passwd',
    'ws://example.com',
    'http://',
    'http://example',
    'http://-a.com',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://256.1.1.1',
    'http://example.com:0',
    'http://example.com:65536',
    'http://example.com:123456',
    'http://user:pass@example.com',
    'https//example.com',
  ])('rejects %j with 请输入正确的网址', (v) => expect(checkUrl(v)).toBe('请输入正确的网址'));
});
