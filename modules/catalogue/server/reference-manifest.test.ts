import { describe, expect, it } from 'vitest';
import { referenceInformationMenus, referencePermissions, referenceSettingMenus } from './reference-manifest.ts';

describe('the reference screens in the catalogue manifest', () => {
  const menus = [...referenceInformationMenus, ...referenceSettingMenus];

  it('guards every screen with a declared code and renders it in the catalogue area', () => {
    const codes = new Set(referencePermissions.map((p) => p.code));
    for (const menu of menus) {
      expect(codes.has(menu.permission ?? '')).toBe(true);
      expect(menu.area).toBe('catalogue');
    }
  });

  it('serves the spec paths of routes.tsv', () => {
    const urls = menus.map((m) => m.url);
    for (const path of ['attribute', 'tag', 'commodity-lable', 'material', 'sku-map']) expect(urls).toContain(`/commodity/information/${path}`);
    expect(urls).toContain('/commodity/base-setting/package-size');
  });

  it('declares each code once, with its screen in the name', () => {
    const codes = referencePermissions.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(referencePermissions.find((p) => p.code === 'catalogue.material.disable')?.name).toBe('材质-停用');
  });
});
