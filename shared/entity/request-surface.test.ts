import { describe, expect, it } from 'vitest';
import { requestUrl, serverPaths } from './request-surface.ts';

const surface = {
  service: '/api-product',
  base: '/api/v1/product',
  paths: { list: 'spu/state/process/list', submit: ['spu/batchnewstate', 'spu/state/process/batchnewstate'], detail: 'spu/state/process/:id' },
};

describe('a declared request surface', () => {
  it('gives the server every path of an action under the base, none for an action not declared', () => {
    expect(serverPaths(surface, 'submit')).toEqual(['/api/v1/product/spu/batchnewstate', '/api/v1/product/spu/state/process/batchnewstate']);
    expect(serverPaths(surface, 'import')).toEqual([]);
  });

  it('gives pages the first path with the service prefix, the id filled and encoded', () => {
    expect(requestUrl(surface, 'submit')).toBe('/api-product/api/v1/product/spu/batchnewstate');
    expect(requestUrl(surface, 'detail', 'a/b')).toBe('/api-product/api/v1/product/spu/state/process/a%2Fb');
    expect(requestUrl(surface, 'upload')).toBe('');
  });
});
