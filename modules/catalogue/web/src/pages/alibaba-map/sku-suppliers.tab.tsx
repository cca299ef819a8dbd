import { Link, Typography } from '@arco-design/web-react';
import { alibabaMap } from '@entrepot/module-catalogue/entities';
import { quotation } from '@entrepot/module-purchase';
import { useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityRow } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ALIBABA_MAP_LOOKUPS, ALIBABA_MAP_SCREEN, alibabaMapUrls } from './alibaba-map-urls.ts';
import { SkuQuotations } from './sku-quotations.tsx';

/**
 * 供应商 of the SKU detail: where the SKU is bought today — its active 1688 mappings (supplier, offer, unit
 * price, 起订量, 默认), read and edited through the 1688映射 list narrowed to this SKU — and the purchasing area's
 * approved quotations with the price in force.
 */
function SkuSuppliersTab({ id, code }: { id: string; code: string }) {
  // Read and edited here; made, imported and unlinked on 1688映射 (a new mapping needs its offer, not this tab).
  const options = useMemo(
    () => ({ initialFilters: { sku_code: code, status: 'active' }, withhold: [alibabaMap.permission('create'), alibabaMap.permission('delete')] }),
    [code],
  );
  const config = useEntityConfig(alibabaMap, alibabaMapUrls, ALIBABA_MAP_LOOKUPS, options);
  const [, navigate] = useLocation();
  const canReadQuotations = useCan()(quotation.permission('read'));
  return (
    <div className="catalogue-sku-suppliers">
      <Typography.Paragraph type="secondary">
        该SKU的1688采购来源（已关联的1688映射）。新增、导入和解除关联请到 <Link onClick={() => navigate(ALIBABA_MAP_SCREEN)}>1688映射</Link>。
      </Typography.Paragraph>
      <EntityListPage config={config} slots={{ detail: false }} />
      {canReadQuotations && <SkuQuotations skuId={id} />}
    </div>
  );
}

/** The SKU detail's 供应商 tab. */
export function skuSupplierTabs(row: EntityRow) {
  return [{ key: 'suppliers', title: '供应商', content: <SkuSuppliersTab id={String(row.id)} code={String(row['code'])} /> }];
}
