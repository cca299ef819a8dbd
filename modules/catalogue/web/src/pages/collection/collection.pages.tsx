// 数据采集's three screens (routes.tsv `/commodity/information/data-collection`, `…/create`, `…/detail?id=`): the
// derived list of the resource with its commands — 采集 / 重新采集 (a row, or 批量采集 of the selected rows), 转为需求 (asks the
// category, then opens the new demand) — and the list opened on a new link's form or a record's detail.
import { Button, Link, Modal } from '@arco-design/web-react';
import { reference } from '@entrepot/entity';
import { collection, referenceResources } from '@entrepot/module-catalogue/entities';
import { type Arrival, ResourceListPage, useArea, useCan, useOpenedFromUrl, useScreenTitle } from '@entrepot/web/area';
import { type EntityList, type EntityListSlots, type EntityRow, EntityUiProvider, FieldInput } from '@entrepot/web/entity';
import { type ComponentType, useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { REFERENCE_LOOKUPS } from '../reference-urls.ts';

const R = referenceResources.collection;
const SCREEN = R.screen?.url ?? '/commodity/information/data-collection';
const API = '/api-product/api/v1/product/collection';
const DEMAND_DETAIL = '/commodity/information/demand/detail';
const LOOKUPS: Record<string, string> = { ...REFERENCE_LOOKUPS, 'catalogue.category': PRODUCT_LOOKUPS['catalogue.category'] ?? '' };
const CATEGORY = reference({ label: '分类', to: 'catalogue.category', required: true });
const COLLECTABLE = new Set(['pending', 'collected', 'failed']);

/** 采集 of some links: the collector's verdict in a toast, the list refreshed. */
function useCollect() {
  const { http, bridge } = useArea();
  return async (ids: string[], list: EntityList) => {
    const done = await http.post<{ collected: number; failed: number }>(`${API}/collect`, { ids });
    bridge.toast(done.failed ? 'warning' : 'success', `采集完成：成功 ${done.collected} 个${done.failed ? `，失败 ${done.failed} 个（见失败原因）` : ''}`);
    list.refresh();
  };
}

/** 转为需求: the category asked in a dialog, then the demand made and opened. */
function ToDemand({ row, onClose }: { row: EntityRow; onClose(): void }) {
  const { http, bridge } = useArea();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!category) return setMissing(true);
    setBusy(true);
    try {
      const made = await http.post<{ demand: { id: string; code: string } }>(`${API}/todemand`, { id: row.id, category_id: category });
      bridge.toast('success', `已转为商品需求 ${made.demand.code}`);
      onClose();
      navigate(`${DEMAND_DETAIL}?id=${made.demand.id}`);
    } catch {
      setBusy(false); // the HTTP client has shown the refusal
    }
  };
  return (
    <Modal visible title={`转为需求：${String(row.code)}`} onOk={run} onCancel={onClose} confirmLoading={busy} okText="转为需求">
      <p>用采集到的标题、链接、售价和平台新建一个商品需求（草稿），此记录变为「已转需求」。</p>
      <EntityUiProvider config={{ http, lookups: LOOKUPS, toast: bridge.toast }}>
        <FieldInput name="category_id" field={CATEGORY} value={category} onChange={setCategory} error={missing} />
      </EntityUiProvider>
      {missing && <div style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>请选择分类</div>}
    </Modal>
  );
}

function CollectionList({ arrival, title }: { arrival?: Arrival; title?: string }) {
  const { key, opened } = useOpenedFromUrl(arrival ?? 'detail');
  useScreenTitle(title);
  const can = useCan();
  const [, navigate] = useLocation();
  const collect = useCollect();
  const [converting, setConverting] = useState<EntityRow | null>(null);
  const slots: EntityListSlots = {
    cells: {
      url: (row) => (
        <Link href={String(row.url)} target="_blank" rel="noopener noreferrer">
          {String(row.url)}
        </Link>
      ),
      demand_id: (row) =>
        row.demand_id ? <Link onClick={() => navigate(`${DEMAND_DETAIL}?id=${row.demand_id}`)}>{String(row.demand_id_title ?? '查看需求')}</Link> : null,
    },
    batchActions: (list) =>
      can(collection.permission('collect')) ? [{ key: 'collect', label: '批量采集', onClick: () => void collect(list.selectedKeys, list) }] : [],
    rowActions: (row, list) => (
      <>
        {/* A collected row offers 转为需求 in its place (three links at most); 批量采集 reads it again. */}
        {row.status !== 'collected' && COLLECTABLE.has(String(row.status)) && can(collection.permission('collect')) && (
          <Button type="text" size="mini" onClick={() => void collect([row.id], list)}>
            {row.status === 'failed' ? '重新采集' : '采集'}
          </Button>
        )}
        {row.status === 'collected' && can(collection.permission('todemand')) && (
          <Button type="text" size="mini" onClick={() => setConverting(row)}>
            转为需求
          </Button>
        )}
      </>
    ),
  };
  return (
    <>
      <ResourceListPage key={key} resource={R} lookups={LOOKUPS} className="catalogue-reference-page" slots={slots} opened={arrival ? opened : undefined} />
      {converting && <ToDemand row={converting} onClose={() => setConverting(null)} />}
    </>
  );
}

const screen =
  (arrival?: Arrival, title?: string): ComponentType =>
  () => <CollectionList arrival={arrival} title={title} />;

/** 数据采集 (`?id=` opens a record's detail), 新增采集 and 采集详情. */
export const collectionRoutes: readonly (readonly [path: string, page: ComponentType])[] = [
  [SCREEN, screen('detail')],
  [`${SCREEN}/create`, screen('create', '新增采集')],
  [`${SCREEN}/detail`, screen('detail', '采集详情')],
];
