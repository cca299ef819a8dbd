import { RULE_ENTITIES } from '../../column-rules/column-rules.ts';

// 数据权限预览: what a person sees after all their groups combine (GET staff/{id}/data-access), in words.

export interface DataAccessAnswer {
  admin: boolean;
  groups: { id: string; name: string }[];
  /** null: no group restricts any row */
  rows: {
    organizations: string[] | null;
    owner_only: boolean;
    warehouses: string[] | null;
    platforms: string[] | null;
    accounts: string[] | null;
  } | null;
  /** entity name → hidden field keys */
  hidden: Record<string, string[]>;
}

export interface Names {
  warehouse(id: string): string | undefined;
  platform(code: string): string | undefined;
}

/** How the groups combine, shown beside every preview (README "Data permissions"). */
export const COMBINATION_RULE =
  '多个数据权限组按维度合并：同一维度（组织、仓库、平台、账号）内各组的范围相加；某组未限制的维度不会放宽其他组的限制；任一组限制“仅本人创建”即生效；各维度同时生效。列权限：任一组隐藏的字段即隐藏。';

const UNLIMITED = '不限';
const listed = (values: string[], name: (v: string) => string | undefined, unit: string) =>
  values.length === 0 ? `无（${unit}范围为空）` : values.map((v) => name(v) ?? `未知${unit}`).join('、');

/** The preview as label → text rows, in the order a person reads them. */
export function dataAccessRows(answer: DataAccessAnswer, names: Names): { label: string; value: string }[] {
  const groups = answer.groups.map((g) => g.name).join('、') || '无';
  if (answer.admin) return [{ label: '数据范围', value: '管理员：全部数据，不受数据权限限制' }];
  const r = answer.rows;
  const hidden = Object.entries(answer.hidden).flatMap(([entity, keys]) => {
    if (keys.length === 0) return [];
    const known = RULE_ENTITIES.find((e) => e.name === entity);
    const labels = keys.map((k) => known?.fields.find((f) => f.key === k)?.label ?? k);
    return [`${known?.label ?? entity}：${labels.join('、')}`];
  });
  return [
    { label: '所属数据权限组', value: groups },
    { label: '组织', value: r?.organizations ? listed(r.organizations, (n) => n, '组织') : UNLIMITED },
    { label: '创建人', value: r?.owner_only ? '仅本人创建' : UNLIMITED },
    { label: '仓库', value: r?.warehouses ? listed(r.warehouses, names.warehouse, '仓库') : UNLIMITED },
    { label: '平台', value: r?.platforms ? listed(r.platforms, names.platform, '平台') : UNLIMITED },
    { label: '销售账号', value: r?.accounts ? `${r.accounts.length} 个账号` : UNLIMITED },
    { label: '隐藏字段', value: hidden.join('；') || '无' },
  ];
}
