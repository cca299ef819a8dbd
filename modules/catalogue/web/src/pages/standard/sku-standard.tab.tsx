import { Alert, Button, Empty, Popconfirm, Spin } from '@arco-design/web-react';
import { productStandard } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { useReloading } from './spu-standard.tab.tsx';
import { NewStandardDrawer, type StandardAnswer, type StandardOwner, StandardPanel } from './standard-panel.tsx';
import { standardUrls } from './standard-urls.ts';

interface SkuStandardAnswer {
  sku: { id: string; code: string; spu_code: string };
  source: 'sku' | 'spu' | null;
  spu_standard_id: string | null;
  standard: StandardAnswer | null;
}

/**
 * 商品标准 of the SKU detail: the standard quality inspects this SKU against — its own, or its SPU's (shown
 * read-only, with 单独设置标准 to start its own as a copy) — and 恢复使用SPU标准 to drop its own.
 */
export function SkuStandardTab({ skuId, code }: { skuId: string; code: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const { data, reload } = useReloading<SkuStandardAnswer>(standardUrls.ofSku(skuId));
  const [creating, setCreating] = useState(false);
  const owner: StandardOwner = { key: 'sku_id', id: skuId, code };
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      bridge.toast('success', done);
      reload();
    } catch {
      // the HTTP client already showed the refusal
    }
  };
  const copy = () => act(() => http.post(standardUrls.saveSku, { sku_id: skuId, copy_spu: true }), '已复制SPU标准，可修改此SKU的标准');
  const drop = () => act(() => http.delete(standardUrls.ofSku(skuId)), '已恢复使用SPU标准');
  const newDrawer = (
    <NewStandardDrawer
      owner={owner}
      createUrl={standardUrls.saveSku}
      open={creating}
      onClose={() => setCreating(false)}
      onSaved={() => {
        setCreating(false);
        reload();
      }}
    />
  );
  if (!data.standard) {
    return (
      <div className="catalogue-sku-standard">
        <Empty description={`所属SPU ${data.sku.spu_code} 还没有商品标准，此SKU也没有单独的标准`} />
        {can(productStandard.permission('create')) && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建此SKU的标准
          </Button>
        )}
        {newDrawer}
      </div>
    );
  }
  const own = data.source === 'sku';
  const extra = own
    ? can(productStandard.permission('delete')) && (
        <Popconfirm title="删除此SKU单独的标准，改用所属SPU的标准？（版本记录保留）" onOk={drop}>
          <Button size="small" status="warning">
            恢复使用SPU标准
          </Button>
        </Popconfirm>
      )
    : can(productStandard.permission('create')) && (
        <Button size="small" onClick={copy}>
          单独设置此SKU的标准
        </Button>
      );
  return (
    <div className="catalogue-sku-standard">
      <Alert
        style={{ marginBottom: 8 }}
        type={own ? 'success' : 'info'}
        content={own ? `此SKU有自己的商品标准` : `此SKU使用所属SPU ${data.sku.spu_code} 的商品标准`}
      />
      <StandardPanel standard={data.standard} owner={owner} createUrl={standardUrls.saveSku} onChanged={reload} extra={extra} readOnly={!own} />
      {newDrawer}
    </div>
  );
}
