// 商品需求's eight screens (routes.tsv `/commodity/information/demand…`), all the derived list of the resource:
// every demand, four work lists each opening on one state, and 新增 / 编辑 / 详情 opened on arrival.
import { referenceResources } from '@entrepot/module-catalogue/entities';
import { type Arrival, type ConfigOptions, ResourceListPage, useOpenedFromUrl, useScreenTitle } from '@entrepot/web/area';
import type { OpenedOnArrival } from '@entrepot/web/entity';
import type { ComponentType } from 'react';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { REFERENCE_LOOKUPS } from '../reference-urls.ts';

const R = referenceResources.demand;
const SCREEN = R.screen?.url ?? '/commodity/information/demand';

/** The category, SPU and developer selects. */
export const DEMAND_LOOKUPS: Record<string, string> = {
  ...REFERENCE_LOOKUPS,
  'catalogue.category': PRODUCT_LOOKUPS['catalogue.category'] ?? '',
  'catalogue.spu': PRODUCT_LOOKUPS['catalogue.spu'] ?? '',
  'admin.staff': '/api-auth/api/v1/open/staffs',
};

const ListOf = ({ opened, options }: { opened?: OpenedOnArrival; options?: ConfigOptions }) => (
  <ResourceListPage resource={R} lookups={DEMAND_LOOKUPS} className="catalogue-reference-page" opened={opened} options={options} />
);

/** A work list: the demands in one state (the filter stays, to be cleared). */
const workList = (state: string): ComponentType => {
  const options: ConfigOptions = { initialFilters: { status: state } };
  return () => <ListOf options={options} />;
};

/** `add` opens a new demand's form, `edit` the form of `?id=`'s demand, `detail` its detail; the tab named. */
function OpenedDemand({ title, arrival }: { title: string; arrival: Arrival }) {
  const { key, opened } = useOpenedFromUrl(arrival);
  useScreenTitle(title);
  return <ListOf key={key} opened={opened} />;
}
const opening =
  (title: string, arrival: Arrival): ComponentType =>
  () => <OpenedDemand title={title} arrival={arrival} />;

/** The seven screens beside the list itself (`screenRoute` in reference-routes.ts). */
export const demandRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  [`${SCREEN}/upload`, workList('draft')],
  [`${SCREEN}/filter`, workList('submitted')],
  [`${SCREEN}/edit-image`, workList('imaging')],
  [`${SCREEN}/finish`, workList('ready')],
  [`${SCREEN}/add`, opening('新增需求', 'create')],
  [`${SCREEN}/edit`, opening('编辑需求', 'edit')],
  [`${SCREEN}/detail`, opening('需求详情', 'detail')],
];
