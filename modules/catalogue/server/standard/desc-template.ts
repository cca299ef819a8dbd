// The description template (pure, deterministic: the same facts always give the same text): a title, up to
// five bullet points and the description text of an SPU, in Chinese or English, from what the catalogue
// knows of it — name, brand, category path, season, variant dimensions and values, the material and the
// measures of its product standard. A fact the catalogue does not have leaves its sentence out.
import { MAX_BULLET_LENGTH, MAX_BULLETS } from '../../entities/index.ts';

export type DescriptionLang = 'zh' | 'en';

export interface DescriptionFacts {
  name: string;
  name_en: string | null;
  brand: { name: string; name_en: string | null } | null;
  /** The category and its parents, top level first. */
  category_path: { name: string; name_en: string | null }[];
  season: string | null;
  /** Variant dimensions in the SPU's order, each value with its English name when one is known. */
  dimensions: { name: string; values: { value: string; en: string | null }[] }[];
  material: { name: string; name_en: string | null } | null;
  composition: string | null;
  /** Measures of the product standard (decimal strings, cm and kg). */
  size: { length: string; width: string; height: string } | null;
  weight: string | null;
  sku_count: number;
}

export interface Description {
  title: string;
  bullets: string[];
  body: string;
}

const TITLE_MAX = 200;
const SEASON_ZH: Record<string, string> = { spring: '春季', summer: '夏季', autumn: '秋季', winter: '冬季', all: '四季' };
const SEASON_EN: Record<string, string> = { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter', all: 'all seasons' };
/** English names of the usual dimensions; others keep their own name. */
const DIMENSION_EN: Record<string, string> = {
  颜色: 'Color',
  尺码: 'Size',
  尺寸: 'Size',
  规格: 'Specification',
  款式: 'Style',
  材质: 'Material',
  容量: 'Capacity',
};

const plain = (n: string) => n.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const compact = (parts: (string | null | undefined | false)[]) => parts.filter((p): p is string => Boolean(p));
/** Words of a title once each (a name that already says its brand or material does not repeat it). */
function titleOf(parts: (string | null | undefined | false)[], separator: string): string {
  let words: string[] = [];
  for (const p of compact(parts)) {
    if (words.some((w) => w.includes(p))) continue;
    words = [...words.filter((w) => !p.includes(w)), p];
  }
  return clip(words.join(separator), TITLE_MAX);
}
const finish = (d: Description): Description => ({
  title: d.title,
  bullets: d.bullets.slice(0, MAX_BULLETS).map((b) => clip(b, MAX_BULLET_LENGTH)),
  body: d.body,
});

function chinese(f: DescriptionFacts): Description {
  const path = f.category_path.map((c) => c.name);
  const leaf = path.at(-1) ?? null;
  const season = f.season ? SEASON_ZH[f.season] : null;
  const material = f.material ? `${f.material.name}${f.composition ? `（${f.composition}）` : ''}` : f.composition;
  const options = f.dimensions.map((d) => `${d.name}：${d.values.map((v) => v.value).join('、')}`);
  const many = f.dimensions.filter((d) => d.values.length > 1).map((d) => `多${d.name}可选`);
  const size = f.size ? `约 ${plain(f.size.length)}×${plain(f.size.width)}×${plain(f.size.height)} 厘米` : null;
  const weight = f.weight ? `约 ${plain(f.weight)} 千克` : null;
  const title = titleOf([f.brand?.name, f.name, f.material?.name, leaf, season && (f.season === 'all' ? '四季通用' : `${season}款`), ...many], ' ');
  const bullets = compact([
    material && `【材质】${material}${leaf ? `，${leaf}品类` : ''}`,
    options.length > 0 && `【规格】${options.join('；')}，共${f.sku_count}款可选`,
    (size || weight) && `【尺寸重量】${compact([size && `尺寸${size}`, weight && `重量${weight}`]).join('，')}`,
    season && `【适用季节】${f.season === 'all' ? '四季通用' : `适合${season}`}`,
    `【品牌与分类】${compact([f.brand && `品牌：${f.brand.name}`, path.length > 0 && `分类：${path.join(' > ')}`]).join('；') || f.name}`,
  ]);
  const body = compact([
    `${f.brand ? f.brand.name : ''}${f.name}${path.length ? `，属于${path.join(' > ')}` : ''}。`,
    material && `采用${material}制成。`,
    options.length > 0 && `提供${options.join('，')}，共${f.sku_count}款。`,
    season && (f.season === 'all' ? '四季皆宜。' : `适合${season}使用。`),
    size && `单件尺寸${size}${weight ? `，重量${weight}` : ''}。`,
    !size && weight && `单件重量${weight}。`,
  ]).join('');
  return finish({ title, bullets, body });
}

function english(f: DescriptionFacts): Description {
  const name = f.name_en || f.name;
  const brand = f.brand ? f.brand.name_en || f.brand.name : null;
  const path = f.category_path.map((c) => c.name_en || c.name);
  const leaf = path.at(-1) ?? null;
  const season = f.season ? SEASON_EN[f.season] : null;
  const materialName = f.material ? f.material.name_en || f.material.name : null;
  const material = materialName ? `${materialName}${f.composition ? ` (${f.composition})` : ''}` : f.composition;
  const dimensionName = (d: { name: string }) => DIMENSION_EN[d.name] ?? d.name;
  const options = f.dimensions.map((d) => `${dimensionName(d)}: ${d.values.map((v) => v.en || v.value).join(', ')}`);
  const many = f.dimensions.filter((d) => d.values.length > 1).map((d) => `${d.values.length} ${dimensionName(d)}s`);
  const size = f.size ? `approx. ${plain(f.size.length)} x ${plain(f.size.width)} x ${plain(f.size.height)} cm` : null;
  const weight = f.weight ? `approx. ${plain(f.weight)} kg` : null;
  const title = titleOf([brand, name, materialName, season && (f.season === 'all' ? 'All-Season' : `for ${capital(season)}`), ...many], ' ');
  const bullets = compact([
    material && `MATERIAL: ${material}${leaf ? `, ${leaf}` : ''}`,
    options.length > 0 && `OPTIONS: ${options.join('; ')} (${f.sku_count} variants)`,
    (size || weight) && `SIZE & WEIGHT: ${compact([size && `size ${size}`, weight && `weight ${weight}`]).join(', ')}`,
    season && `SEASON: ${f.season === 'all' ? 'suitable for all seasons' : `ideal for ${season}`}`,
    `BRAND & CATEGORY: ${compact([brand && `brand ${brand}`, path.length > 0 && `category ${path.join(' > ')}`]).join('; ') || name}`,
  ]);
  const body = compact([
    `${brand ? `${brand} ` : ''}${name}${path.length ? ` from our ${path.join(' > ')} range` : ''}.`,
    material && ` Made of ${material}.`,
    options.length > 0 && ` Available in ${options.join('; ')}: ${f.sku_count} variants in total.`,
    season && (f.season === 'all' ? ' Suitable for all seasons.' : ` Ideal for ${season}.`),
    size && ` Each piece measures ${size}${weight ? ` and weighs ${weight}` : ''}.`,
    !size && weight && ` Each piece weighs ${weight}.`,
  ]).join('');
  return finish({ title, bullets, body });
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The description of an SPU in the language asked for. */
export function describeSpu(facts: DescriptionFacts, lang: DescriptionLang): Description {
  return lang === 'en' ? english(facts) : chinese(facts);
}

/** The confirmed description as the SPU's 商品描述 (HTML; the rich-text field sanitises it again). */
export function descriptionHtml(d: Description): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const paragraphs = d.body
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('');
  const bullets = d.bullets.length ? `<ul>${d.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
  return `<h3>${esc(d.title)}</h3>${bullets}${paragraphs}`;
}
