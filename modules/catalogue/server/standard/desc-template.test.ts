import { describe, expect, it } from 'vitest';
import { type DescriptionFacts, describeSpu, descriptionHtml } from './desc-template.ts';

const tee: DescriptionFacts = {
  name: '纯棉T恤',
  name_en: 'Cotton T-Shirt',
  brand: { name: '山野', name_en: 'Wildland' },
  category_path: [
    { name: '服装', name_en: 'Apparel' },
    { name: '上衣', name_en: null },
    { name: 'T恤', name_en: 'T-Shirts' },
  ],
  season: 'summer',
  dimensions: [
    {
      name: '颜色',
      values: [
        { value: '黑', en: 'Black' },
        { value: '白', en: null },
      ],
    },
    { name: '尺码', values: ['S', 'M', 'L'].map((v) => ({ value: v, en: null })) },
  ],
  material: { name: '棉', name_en: 'Cotton' },
  composition: '95%棉 5%氨纶',
  size: { length: '30.00', width: '25.50', height: '2.00' },
  weight: '0.180',
  sku_count: 6,
};

const bare: DescriptionFacts = {
  name: '马克杯',
  name_en: null,
  brand: null,
  category_path: [],
  season: null,
  dimensions: [],
  material: null,
  composition: null,
  size: null,
  weight: null,
  sku_count: 1,
};

describe('describeSpu', () => {
  it('writes the Chinese title, bullets and text from every fact, the same every time', () => {
    const d = describeSpu(tee, 'zh');
    expect(d.title).toBe('山野 纯棉T恤 夏季款 多颜色可选 多尺码可选');
    expect(d.bullets).toEqual([
      '【材质】棉（95%棉 5%氨纶），T恤品类',
      '【规格】颜色：黑、白；尺码：S、M、L，共6款可选',
      '【尺寸重量】尺寸约 30×25.5×2 厘米，重量约 0.18 千克',
      '【适用季节】适合夏季',
      '【品牌与分类】品牌：山野；分类：服装 > 上衣 > T恤',
    ]);
    expect(d.body).toBe(
      '山野纯棉T恤，属于服装 > 上衣 > T恤。采用棉（95%棉 5%氨纶）制成。提供颜色：黑、白，尺码：S、M、L，共6款。适合夏季使用。单件尺寸约 30×25.5×2 厘米，重量约 0.18 千克。',
    );
    expect(describeSpu(tee, 'zh')).toEqual(d);
  });

  it('writes English from the English names, falling back to the Chinese ones', () => {
    const d = describeSpu(tee, 'en');
    expect(d.title).toBe('Wildland Cotton T-Shirt for Summer 2 Colors 3 Sizes');
    expect(d.bullets[0]).toBe('MATERIAL: Cotton (95%棉 5%氨纶), T-Shirts');
    expect(d.bullets[1]).toBe('OPTIONS: Color: Black, 白; Size: S, M, L (6 variants)');
    expect(d.bullets[4]).toBe('BRAND & CATEGORY: brand Wildland; category Apparel > 上衣 > T-Shirts');
    expect(d.body).toContain('Each piece measures approx. 30 x 25.5 x 2 cm and weighs approx. 0.18 kg.');
  });

  it('leaves out what the catalogue does not know, and never repeats a word the name already says', () => {
    expect(describeSpu(bare, 'zh')).toEqual({ title: '马克杯', bullets: ['【品牌与分类】马克杯'], body: '马克杯。' });
    expect(describeSpu({ ...bare, name: '山野马克杯', brand: { name: '山野', name_en: null }, season: 'all' }, 'zh').title).toBe('山野马克杯 四季通用');
    expect(describeSpu({ ...bare, weight: '0.350' }, 'en').body).toBe('马克杯. Each piece weighs approx. 0.35 kg.');
  });

  it('renders the confirmed text as the SPU description HTML, escaped', () => {
    expect(descriptionHtml({ title: 'A <b>', bullets: ['x & y'], body: '第一段\n\n第二段' })).toBe(
      '<h3>A &lt;b&gt;</h3><ul><li>x &amp; y</li></ul><p>第一段</p><p>第二段</p>',
    );
  });
});
