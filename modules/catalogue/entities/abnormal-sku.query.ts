import { defineMachine, defineQuery, enumsOf, status, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';
import { skuStatus } from './spu-status.ts';

/** The gaps a SKU's master data can have (server/data-problems/abnormal-skus.ts holds each one's condition). */
export const skuProblems = [
  { value: 'no_main_image', label: '缺主图' },
  { value: 'no_sale_price', label: '缺销售价' },
  { value: 'no_cost_price', label: '缺成本价' },
  { value: 'no_package_size', label: '缺包装尺寸' },
  { value: 'no_customs', label: '缺报关信息' },
  { value: 'no_brand', label: 'SPU缺品牌' },
] as const;
export type SkuProblem = (typeof skuProblems)[number]['value'];

const { retired: _, ...listed } = skuStatus.states;
/** The states of a SKU that still needs its data (a retired one is left out of the list). */
const activeSkuStatus = defineMachine({ initial: 'developing', states: listed, transitions: {} });

/**
 * 异常商品 (`spu/abnormal`): the SKUs whose master data is not complete enough to be bought, shipped, declared
 * or listed, each with every gap it has, counted per kind (`counts`); read from the data each time.
 */
export const abnormalSkuList = defineQuery({
  name: 'catalogue.abnormalSku',
  label: '异常商品',
  permission: sku.permission('read'),
  exportPermission: sku.permission('export'),
  counts: 'kind',
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    kind: enumsOf({ label: '异常类型', options: skuProblems, filter: 'equal', list: false }),
    code: text({ label: 'SKU编码', max: 100, filter: 'like', likeAlso: ['name'] }),
    name: text({ label: 'SKU名称', max: 200 }),
    spu_code: text({ label: 'SPU编码', max: 40 }),
    status: status({ label: '状态', machine: activeSkuStatus, filter: 'equal' }),
    problems: enumsOf({ label: '异常', options: skuProblems }),
    spu_id: text({ label: 'SPU', max: 36, list: false }),
  },
});
