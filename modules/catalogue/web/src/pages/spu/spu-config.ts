import { decimal, money } from '@entrepot/entity';
import { spu } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { PRODUCT_LOOKUPS, spuUrls } from '../product-urls.ts';

/** Asked on create only: what every generated SKU starts with (the server's `default_*`). */
const SKU_DEFAULTS = {
  default_cost_price: money({ label: 'SKU默认成本价', writeOnly: true }),
  default_sale_price: money({ label: 'SKU默认销售价', writeOnly: true }),
  default_weight: decimal({ label: 'SKU默认重量(kg)', precision: 10, scale: 3, min: '0', writeOnly: true }),
};
const OPTIONS = { extraFields: SKU_DEFAULTS };

/** The SPU screens' engine config: the SPU routes, its lookups and the SKU defaults of the create form. */
export const useSpuConfig = () => useEntityConfig(spu, spuUrls, PRODUCT_LOOKUPS, OPTIONS);
