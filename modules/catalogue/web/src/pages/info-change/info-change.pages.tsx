// 商品资料 → 商品信息变更 (`#/commodity/information/commodity-info-change`, `/create`, `/detail?id=`): the engine's
// change request screens (the area kit's ChangeRequest*Page) over the declaration, with the spec's server paths,
// the import's explanation and a warning before a SKU listed on Amazon gets a new name or price.
import { Alert } from '@arco-design/web-react';
import { infoChangeRequest } from '@entrepot/module-catalogue/entities';
import { ChangeRequestCreatePage, ChangeRequestDetailPage, ChangeRequestListPage, changeRequestScreens, type EditRow, useArea } from '@entrepot/web/area';
import { type ComponentType, useEffect, useState } from 'react';
import { INFORMATION, PRODUCT, PRODUCT_LOOKUPS } from '../product-urls.ts';

interface AmazonListing {
  sku_id: string;
  code: string;
  is_amazon: boolean;
  amazon_skus: { platform_sku: string; account: string | null }[];
}

const CHANGED_ON_LISTINGS = ['sku.name', 'sku.sale_price'];

/** The Amazon-listed SKUs whose 名称 or 销售价 this form changes: `TS001-BLK-M（B0-TS001）`. */
export function amazonWarnings(rows: EditRow[], values: Record<string, string>, listings: AmazonListing[]): string[] {
  const listed = new Map(listings.filter((l) => l.is_amazon).map((l) => [l.sku_id, l]));
  const touched = rows.filter((r) => r.kind === 'sku' && CHANGED_ON_LISTINGS.includes(r.field.key) && (values[r.key] ?? '').trim() !== '');
  return [...new Set(touched.map((r) => r.target.id))].flatMap((skuId) => {
    const l = listed.get(skuId);
    return l ? [`${l.code}（${l.amazon_skus.map((a) => a.platform_sku).join('、')}）`] : [];
  });
}

function AmazonWarning({ subjectId, rows, values }: { subjectId: string | null; rows: EditRow[]; values: Record<string, string> }) {
  const { http } = useArea();
  const [listings, setListings] = useState<AmazonListing[]>([]);
  useEffect(() => {
    if (subjectId) http.post<AmazonListing[]>(`${PRODUCT}/spuskuchange/isamazon`, { spu_id: subjectId }).then(setListings, () => setListings([]));
  }, [http, subjectId]);
  const warnings = amazonWarnings(rows, values, listings);
  return warnings.length > 0 ? <Alert type="warning" content={`以下SKU已在亚马逊上架，修改名称或销售价会影响在售链接：${warnings.join('；')}`} /> : null;
}

const SCREENS = changeRequestScreens(infoChangeRequest, {
  subjects: `${PRODUCT}/spus/options`,
  lookups: PRODUCT_LOOKUPS,
  importNote:
    '每行一项变更：SKU编码、字段（SKU名称/销售价/成本价/重量(kg)/条码）、新值；同一SPU的行合为一个申请，变更原因取该SPU第一行填写的。整个文件校验通过才会提交，错误行见 文件任务 中的错误报告。',
  Warning: AmazonWarning,
});

/** 商品信息变更's screens at routes.tsv's paths. */
export const infoChangeRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  [SCREENS.list, () => <ChangeRequestListPage screens={SCREENS} />],
  [`${SCREENS.list}/create`, () => <ChangeRequestCreatePage screens={SCREENS} />],
  [`${SCREENS.list}/detail`, () => <ChangeRequestDetailPage screens={SCREENS} />],
];
