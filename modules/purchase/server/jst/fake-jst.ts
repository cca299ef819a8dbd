// The local JST (聚水潭): a few suppliers — most of them demo suppliers by name — each with items whose
// variants, prices and stock come from a hash, so a demo and a test see stable, plausible figures.
import { createHash } from 'node:crypto';
import type { JstClient, JstItem, JstSupplier } from '../../domain/jst.ts';

const SUPPLIERS: JstSupplier[] = [
  { code: 'JST1001', name: '东莞市华彩服饰有限公司' },
  { code: 'JST1002', name: '深圳市优品纺织科技有限公司' },
  { code: 'JST1003', name: '佛山市南海区恒达针织厂' },
  { code: 'JST1004', name: '杭州临平区丝路服装有限公司' },
  { code: 'JST1005', name: '嘉兴濮院毛衫有限公司' },
  { code: 'JST1006', name: '揭阳市普宁内衣有限公司' },
];
const NAMES = ['纯棉圆领短袖T恤', '高腰阔腿牛仔裤', '针织开衫外套', '宽松连帽卫衣', '雪纺碎花连衣裙', '修身休闲西裤', '羊毛混纺围巾'];
const COLOURS = ['白色', '黑色', '藏青', '米杏', '雾霾蓝'];
const SIZES = ['S', 'M', 'L', 'XL'];

/** Byte `i` of the text's digest: 0–255, stable. */
const hash = (text: string) => {
  const digest = createHash('sha1').update(text).digest();
  return Object.assign((i: number) => digest.readUInt8(i), { word: () => digest.readUInt16BE(0) });
};

function itemsOf(supplierCode: string): JstItem[] {
  const h = hash(supplierCode);
  const count = 3 + (h(0) % 3);
  return Array.from({ length: count }, (_, i) => {
    const item_code = `${supplierCode}-K${String(i + 1).padStart(2, '0')}`;
    const ih = hash(item_code);
    const colours = COLOURS.slice(ih(0) % 2, (ih(0) % 2) + 2 + (ih(1) % 2));
    const sizes = SIZES.slice(0, 3 + (ih(2) % 2));
    const base = 18 + (ih(3) % 60);
    return {
      item_code,
      name: NAMES[(h(1) + i) % NAMES.length] ?? '服装',
      skus: colours.flatMap((colour, c) =>
        sizes.map((size, s) => ({
          sku_code: `${item_code}-${c + 1}${size}`,
          colour,
          size,
          price: `${base + s * 2}.${String(ih(4 + c) % 100).padStart(2, '0')}`,
          quantity: hash(`${item_code}|${colour}|${size}|${new Date().toISOString().slice(0, 10)}`).word() % 3000,
        })),
      ),
    };
  });
}

export const fakeJst = (): JstClient => ({
  source: 'jst',
  suppliers: async () => SUPPLIERS,
  items: async (supplierCode) => (SUPPLIERS.some((s) => s.code === supplierCode) ? itemsOf(supplierCode) : []),
  item: async (supplierCode, itemCode) => (await fakeJst().items(supplierCode)).find((i) => i.item_code === itemCode) ?? null,
  read: async (items) => {
    const day = new Date().toISOString().slice(0, 10);
    return items.map((item) => ({
      ...item,
      quantity: hash(`${item.supplier_code}|${item.sku_code}|${day}`).word() % 3000,
    }));
  },
  bind: async (supplierCode, links) => (SUPPLIERS.some((s) => s.code === supplierCode) ? links.length : 0),
});
