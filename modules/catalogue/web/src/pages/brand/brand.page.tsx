import { brand } from '@entrepot/module-catalogue/entities';
import { ExportButton, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage } from '@entrepot/web/entity';
import { brandUrls, PRODUCT_LOOKUPS } from '../product-urls.ts';

/** 商品资料 → 品牌管理 (`#/commodity/information/brand`): brands, 启用/停用, 删除 (refused when in use), 导出. */
export function BrandPage() {
  const config = useEntityConfig(brand, brandUrls, PRODUCT_LOOKUPS);
  return (
    <div className="catalogue-brand-page">
      <EntityListPage config={config} slots={{ toolbar: (list) => <ExportButton entity={brand} list={list} url={brandUrls.export} /> }} />
    </div>
  );
}
