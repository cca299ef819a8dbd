import { Button, Empty, Input, Link, Modal, Select, Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { IMAGE_URL_STATES, imageUrl, picture } from '@entrepot/module-catalogue/entities';
import { saveDownload, useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import type { SpuOption } from '../picture/picture-rows.ts';
import { SpuSelect } from '../picture/spu-select.tsx';
import { useSkusOf } from '../picture/use-skus-of.ts';
import { type ImageUrlRow, swapWithNeighbour, toFetch, urlsOf } from './image-url-rows.ts';
import { imageUrlUrls } from './image-url-urls.ts';
import { useImageUrls } from './use-image-urls.ts';

const STATE_COLOURS: Record<string, string> = { pending: 'gray', done: 'green', failed: 'red' };
const stateLabel = (value: string) => IMAGE_URL_STATES.find((s) => s.value === value)?.label ?? value;

/**
 * 商品资料 → 图片链接 (`#/commodity/information/image-url`, ours): an SPU's list of picture addresses, in
 * order; 抓取到图库 fetches them into the picture library (已完成), the failures keep their reason.
 */
export function ImageUrlPage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const [spu, setSpu] = useState<SpuOption | null>(null);
  const [skuId, setSkuId] = useState('');
  const [state, setState] = useState('');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const skus = useSkusOf(spu?.id);
  const { rows, loading, reload } = useImageUrls(spu?.id, skuId, state);
  const ordered = !state; // moving rows makes sense on the whole list only

  const run = async (write: () => Promise<unknown>, done: string | ((answer: never) => string)) => {
    setBusy(true);
    try {
      const answer = await write();
      bridge.toast('success', typeof done === 'string' ? done : done(answer as never));
      setChecked([]);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const urls = urlsOf(text);
    if (!spu || urls.length === 0) return bridge.toast('info', '请填写图片链接，每行一个');
    void run(async () => {
      await http.post(imageUrlUrls.create, { spu_id: spu.id, sku_id: skuId || null, urls });
      setText('');
    }, `已添加${urls.length}个链接`);
  };
  const fetchAll = () =>
    run(
      () => http.post(imageUrlUrls.fetch, { ids: toFetch(rows, checked) }),
      (a: { done: number; failed: number }) => `抓取完成：成功${a.done}个，失败${a.failed}个`,
    );
  const move = (index: number, step: -1 | 1) => {
    const ids = swapWithNeighbour(rows, index, step);
    if (ids) void run(() => http.post(imageUrlUrls.sort, { ids }), '排序已保存');
  };
  const confirm = (title: string, content: string, write: () => Promise<unknown>) => Modal.confirm({ title, content, onOk: () => run(write, '删除成功') });
  const exportList = () =>
    spu &&
    run(async () => {
      const { blob, filename } = await http.download(imageUrlUrls.export(spu.id), { method: 'POST', data: {} });
      saveDownload(blob, filename ?? '图片链接.xlsx');
    }, '导出成功');

  const columns: TableColumnProps<ImageUrlRow>[] = [
    { title: '序号', width: 70, render: (_v, _r, i) => i + 1 },
    { title: 'SKU', dataIndex: 'sku_id_title', width: 150, render: (v?: string | null) => v || 'SPU' },
    {
      title: '图片链接',
      dataIndex: 'url',
      render: (v: string) => (
        <Link href={v} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
          {v}
        </Link>
      ),
    },
    { title: '状态', dataIndex: 'state', width: 100, render: (v: string) => <Tag color={STATE_COLOURS[v]}>{stateLabel(v)}</Tag> },
    { title: '图片', dataIndex: 'picture_id_title', width: 160, render: (v?: string | null) => v ?? '' },
    { title: '说明', dataIndex: 'message', width: 200, render: (v?: string | null) => v ?? '' },
  ];
  if (can(imageUrl.permission('update')) && ordered)
    columns.push({
      title: '排序',
      width: 130,
      render: (_v, _r, i) => (
        <Space size={4}>
          <Button size="mini" disabled={busy || i === 0} onClick={() => move(i, -1)}>
            上移
          </Button>
          <Button size="mini" disabled={busy || i === rows.length - 1} onClick={() => move(i, 1)}>
            下移
          </Button>
        </Space>
      ),
    });

  return (
    <div className="catalogue-image-url-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <SpuSelect
          value={spu}
          onChange={(next) => {
            setSpu(next);
            setSkuId('');
            setChecked([]);
          }}
        />
        <Select
          style={{ width: 200 }}
          value={skuId}
          onChange={setSkuId}
          disabled={!spu}
          options={[{ value: '', label: '全部（SPU及SKU）' }, ...skus.map((s) => ({ value: s.id, label: `SKU：${s.code}` }))]}
        />
        <Select
          style={{ width: 140 }}
          placeholder="状态"
          allowClear
          value={state || undefined}
          onChange={(v?: string) => setState(v ?? '')}
          disabled={!spu}
          options={IMAGE_URL_STATES.map((s) => ({ value: s.value, label: s.label }))}
        />
      </Space>
      {spu && can(imageUrl.permission('create')) && (
        <div style={{ marginBottom: 12 }}>
          <Input.TextArea
            value={text}
            onChange={setText}
            placeholder={`每行一个图片链接（http或https），添加到${skuId ? '所选SKU' : 'SPU'}`}
            autoSize={{ minRows: 3, maxRows: 8 }}
            aria-label="图片链接"
          />
          <Button type="primary" style={{ marginTop: 8 }} disabled={busy} onClick={add}>
            添加链接
          </Button>
        </div>
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        {can(picture.permission('upload')) && (
          <Button type="primary" disabled={!spu || busy || toFetch(rows, checked).length === 0} onClick={() => void fetchAll()}>
            {checked.length ? `抓取所选到图库（${checked.length}）` : '抓取到图库'}
          </Button>
        )}
        {can(imageUrl.permission('delete')) && (
          <>
            <Button
              disabled={!checked.length || busy}
              onClick={() => confirm('删除链接', `确定删除选中的${checked.length}个链接吗？`, () => http.post(imageUrlUrls.remove, { ids: checked }))}
            >
              删除
            </Button>
            <Button
              disabled={!spu || busy}
              onClick={() =>
                spu &&
                confirm('删除已完成', '确定删除本SPU所有已完成的链接吗？图片仍留在图库。', () => http.post(imageUrlUrls.removeFinished, { spu_id: spu.id }))
              }
            >
              删除已完成
            </Button>
            <Button
              status="danger"
              disabled={!spu || busy}
              onClick={() => spu && confirm('清空列表', '确定清空本SPU的全部图片链接吗？', () => http.post(imageUrlUrls.clear(spu.id), {}))}
            >
              清空
            </Button>
          </>
        )}
        {can(imageUrl.permission('export')) && (
          <Button disabled={!spu || busy} onClick={() => void exportList()}>
            导出
          </Button>
        )}
      </Space>
      {!spu ? (
        <Empty description="请先选择SPU" />
      ) : (
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          data={rows}
          pagination={false}
          rowSelection={{ type: 'checkbox', selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(String)) }}
          noDataElement={<Empty description="暂无图片链接" />}
        />
      )}
    </div>
  );
}
