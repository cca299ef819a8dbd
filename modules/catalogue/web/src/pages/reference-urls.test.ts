import { describe, expect, it } from 'vitest';
import { colourMappingUrls, materialUrls, packageSizeUrls, skuMappingUrls, tagTypeUrls } from './reference-urls.ts';

const API = '/api-product/api/v1/product';

describe('the reference screens call the paths the server binds', () => {
  it('uses the spec paths for creates and logs, ours for the rest', () => {
    expect(tagTypeUrls.create).toBe(`${API}/addtags`);
    expect(colourMappingUrls.auditLog?.('a b')).toBe(`${API}/colormapping/logs/a%20b`);
    expect(packageSizeUrls.auditLog?.('1')).toBe(`${API}/packagesize/log/1`);
    expect(skuMappingUrls.export).toBe(`${API}/skumapping/export`);
    expect(materialUrls.transition?.('1', 'disable')).toBe(`${API}/material/1/disable`);
  });

  it('offers transitions only where the entity has a status', () => {
    expect(colourMappingUrls.transition).toBeUndefined();
    expect(materialUrls.update('1')).toBe(`${API}/material/1`);
  });
});
