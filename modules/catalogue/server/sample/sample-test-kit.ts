// Helpers of the samples' database tests (not used by the module itself).

import { multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { catalogueCalls } from '../test-kit.ts';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const BASE = '/api-product/api/v1/product';

export type Sample = Record<string, unknown> & { id: string; code: string; version: number; status: string };

export function sampleCalls(t: () => TestApp) {
  const calls = catalogueCalls(t);
  const { product, auth } = calls;
  return {
    ...calls,
    /** The signed-in user's staff id (a sample's developer). */
    async staffId(as: Session): Promise<string> {
      return (await auth('GET', '/user', as)).data.id;
    },
    /** A sample made through the form's route; answers it (10000 expected). */
    async newSample(as: Session, fields: Record<string, unknown>): Promise<Sample> {
      const made = await product('POST', '/sample', as, fields);
      expect(made.code, made.message).toBe(10000);
      return made.data;
    },
    /** One of the evaluation transitions (approve, reject, reopen). */
    async move(as: Session, id: string, transition: string) {
      return product('POST', `/sample/${id}/${transition}`, as);
    },
    /** `sample/upload` with PNGs (or the given files), with `id` when given. */
    async upload(as: Session, names: string[], id?: string, file = { type: 'image/png', bytes: PNG }) {
      const { payload, headers } = multipart(
        id ? { id } : {},
        names.map((filename) => ({ field: 'files[]', filename, ...file })),
      );
      return (await t().call({ method: 'POST', url: `${BASE}/sample/upload`, payload, headers, as })).body;
    },
  };
}
