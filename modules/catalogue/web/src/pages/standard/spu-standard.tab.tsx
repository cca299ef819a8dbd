import { Button, Empty, Spin, Table, Typography } from '@arco-design/web-react';
import { productStandard } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/entity';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { NewStandardDrawer, type StandardAnswer, type StandardOwner, StandardPanel } from './standard-panel.tsx';
import { standardUrls } from './standard-urls.ts';

interface SpuStandardAnswer {
  spu: { id: string; code: string; name: string };
  standard: StandardAnswer | null;
  sku_standards: { id: string; sku_id: string; sku_code: string; revision: number; updated_at: string }[];
}

/** Reads an answer again whenever `reload` is called. */
export function useReloading<T>(url: string): { data: T | null; reload(): void } {
  const { http } = useArea();
  const [data, setData] = useState<T | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger of a reload
  useEffect(() => {
    let live = true;
    http
      .get<T>(url)
      .then((answer) => live && setData(answer))
      .catch(() => undefined); // the HTTP client already showed the error
    return () => {
      live = false;
    };
  }, [http, url, round]);
  return { data, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** 商品标准 of the SPU detail: the SPU's standard (every SKU without its own follows it) and the SKUs that have their own. */
export function SpuStandardTab({ spuId, code }: { spuId: string; code: string }) {
  const { data, reload } = useReloading<SpuStandardAnswer>(standardUrls.ofSpu(spuId));
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const owner: StandardOwner = { key: 'spu_id', id: spuId, code };
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  return (
    <div className="catalogue-spu-standard">
      {data.standard ? (
        <StandardPanel standard={data.standard} owner={owner} createUrl={standardUrls.saveSpu} onChanged={reload} />
      ) : (
        <Empty
          description={
            <div>
              <div>该SPU还没有商品标准：质检将按标准的重量、尺寸、材质、色差和检验项目验货</div>
              {can(productStandard.permission('create')) && (
                <Button type="primary" style={{ marginTop: 12 }} onClick={() => setCreating(true)}>
                  新建商品标准
                </Button>
              )}
            </div>
          }
        />
      )}
      <Typography.Title heading={6} style={{ marginTop: 16 }}>
        单独设置标准的SKU
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        data={data.sku_standards}
        noDataElement={<Empty description="所有SKU都使用SPU的标准" />}
        columns={[
          { title: 'SKU', dataIndex: 'sku_code' },
          { title: '版本', dataIndex: 'revision', render: (v: number) => `V${v}` },
          { title: '更新时间', dataIndex: 'updated_at', render: (v: string) => formatDisplayTime(v) },
          {
            title: '操作',
            render: (_: unknown, r) => (
              <Button type="text" size="mini" onClick={() => navigate(`/commodity/information/sku/detail?id=${r.sku_id}`)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <NewStandardDrawer
        owner={owner}
        createUrl={standardUrls.saveSpu}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          reload();
        }}
      />
    </div>
  );
}
