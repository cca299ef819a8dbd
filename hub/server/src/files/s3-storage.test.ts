import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from './fake-s3.ts';
import { s3ConfigFromEnv } from './s3-config.ts';
import { S3Storage } from './s3-storage.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startFakeS3();
  storage = new S3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'entrepot', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
});
afterAll(async () => s3?.close());

const key = '2026/11/01a200cb-1b5c-7a13-8269-1212095bb980.txt';

describe('S3Storage against an S3-speaking server', () => {
  it('puts, gets and deletes objects under the bucket', async () => {
    await storage.put(key, Buffer.from('hello'), 'text/plain');
    expect(s3.objects.get(`entrepot/${key}`)?.contentType).toBe('text/plain');
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys the server did not generate', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
  });

  it('is selected by S3_BUCKET', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://s3.local' })).toMatchObject({
      bucket: 'b',
      endpoint: 'http://s3.local',
      forcePathStyle: true,
    });
  });
});
