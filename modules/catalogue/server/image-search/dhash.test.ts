import { describe, expect, it } from 'vitest';
import { differenceHash, hammingDistance, pictureHash, similarity } from './dhash.ts';
import { resizedCopy, type Scene, scenePicture } from './test-pictures.ts';

const hashOf = async (bytes: Buffer) => {
  const hash = await pictureHash(bytes);
  expect(hash).not.toBeNull();
  return hash!;
};

describe('difference hash', () => {
  it('sets a bit where a pixel is brighter than its right neighbour, first comparison highest', () => {
    const falling = Array.from({ length: 72 }, (_, i) => 9 - (i % 9)); // every pixel brighter than the next
    expect(differenceHash(falling)).toBe(-1n); // 64 ones, as a signed bigint
    expect(differenceHash(Array.from({ length: 72 }, (_, i) => i % 9))).toBe(0n);
    const first = Array.from({ length: 72 }, () => 0);
    first[0] = 1;
    expect(hammingDistance(differenceHash(first), 0n)).toBe(1);
    expect(BigInt.asUintN(64, differenceHash(first))).toBe(1n << 63n);
    expect(() => differenceHash([1, 2, 3])).toThrow();
  });

  it('counts differing bits across the sign', () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(5n, 5n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
  });

  it('speaks in percent', () => {
    expect(similarity(0)).toBe(100);
    expect(similarity(12)).toBe(81.3);
    expect(similarity(64)).toBe(0);
  });

  it('keeps a resized, recompressed copy within a few bits', async () => {
    for (const scene of ['blobs', 'bands', 'disc', 'ring', 'tiles'] as Scene[]) {
      const original = await scenePicture(scene);
      const copy = await resizedCopy(original, 97, 60);
      expect(hammingDistance(await hashOf(original), await hashOf(copy)), scene).toBeLessThanOrEqual(4);
      const larger = await resizedCopy(original, 640, 85);
      expect(hammingDistance(await hashOf(original), await hashOf(larger)), scene).toBeLessThanOrEqual(4);
    }
  });

  it('puts different pictures far apart', async () => {
    const scenes: Scene[] = ['blobs', 'bands', 'disc', 'ring', 'tiles'];
    const hashes = await Promise.all(scenes.map(async (s) => hashOf(await scenePicture(s))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i]!, hashes[j]!), `${scenes[i]} / ${scenes[j]}`).toBeGreaterThan(16);
    }
  });

  it('answers null for bytes it cannot read', async () => {
    expect(await pictureHash(Buffer.from('not a picture'))).toBeNull();
  });
});
