import { Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { receivingResources } from '@entrepot/module-wms/entities';
import { ResourceListPage, useArea, useCan } from '@entrepot/web/area';
import { ScanInput, type ScanOutcome, useScanState } from '@entrepot/web/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { ReceiptHeader } from './receipt-header.tsx';
import { ReceiptPicker } from './receipt-picker.tsx';
import { type Receipt, type ReceiptLine, receivingApi } from './receiving-api.ts';
import { ShelvingControls, useShelving } from './shelving-controls.tsx';

const left = (l: ReceiptLine) => l.qualified_quantity - l.put_away_quantity;

/**
 * 收货质检 → 上架 (`#/warehouse/receiving-inspection/shelves-list`): scan a receipt waiting for put-away, then a
 * location, then the SKUs placed there — each scan moves the stock from the receiving area onto the location.
 * Below, every put-away made (filters, export).
 */
export function ShelvingPage() {
  const { http } = useArea();
  const can = useCan();
  const api = useMemo(() => receivingApi(http), [http]);
  const [receipt, setReceipt, receiptNow] = useScanState<Receipt | null>(null);
  const search = useSearch();
  // Opened from 收货单 (`?id=`): that receipt.
  useEffect(() => {
    const id = new URLSearchParams(search).get('id');
    if (id) api.detail(id).then(setReceipt, () => {});
  }, [api, search, setReceipt]);
  const [location, setLocation, locationNow] = useScanState<string | null>(null);
  const shelving = useShelving();
  const { wholeLine, quantity } = shelving;
  const [suggested, setSuggested] = useState<Record<string, { location: string; why: string }>>({});
  const [refreshList, setRefreshList] = useState(0);

  // Suggestions again after each put-away: the SKU now lies somewhere, that location is no longer empty.
  const shelved = receipt?.status === 'shelving' ? `${receipt.id}:${receipt.total_put_away}` : null;
  useEffect(() => {
    const [id] = shelved?.split(':') ?? [];
    if (id) api.suggest(id).then(setSuggested, () => {});
  }, [api, shelved]);

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const receipt = receiptNow.current;
      const location = locationNow.current;
      if (!receipt || receipt.status !== 'shelving') {
        const found = await api.find(code, 'shelving');
        setReceipt(found);
        setLocation(null);
        return { ok: true, message: `收货单 ${found.code}：请扫描库位` };
      }
      const line = receipt.lines.find((l) => l.sku_code.toUpperCase() === code.toUpperCase() && left(l) > 0);
      if (!line) {
        const at = await shelving.locationOf(code, receipt.warehouse_id);
        if (!at) return { ok: false, message: `${code} 既不是本收货单待上架的SKU，也不是本仓库的库位` };
        setLocation(at);
        return { ok: true, message: `库位 ${at}：请扫描SKU` };
      }
      if (!location) return { ok: false, message: '请先扫描库位' };
      const done = await api.putaway(receipt.id, { location, sku_code: line.sku_code, quantity: wholeLine ? left(line) : quantity });
      setReceipt(done.receipt);
      setRefreshList((n) => n + 1);
      const r = done.result;
      return {
        ok: true,
        message: `${r.sku_code} ${r.quantity} 件已上架到 ${r.location}${r.receipt_left === 0 ? '：本收货单已全部上架' : `，本单还剩 ${r.receipt_left} 件`}`,
      };
    },
    [api, shelving.locationOf, quantity, wholeLine, receiptNow, locationNow, setReceipt, setLocation],
  );

  const columns: TableColumnProps<ReceiptLine>[] = [
    { title: 'SKU', dataIndex: 'sku_code', render: (_, l) => l.sku_id_title ?? l.sku_code },
    { title: '合格', dataIndex: 'qualified_quantity', width: 70, align: 'right' },
    { title: '已上架', dataIndex: 'put_away_quantity', width: 80, align: 'right' },
    { title: '待上架', width: 80, align: 'right', render: (_, l) => left(l) },
    {
      title: '建议库位',
      width: 160,
      render: (_, l) => {
        const s = suggested[l.sku_code];
        return left(l) > 0 && s ? (
          <Space size={4}>
            {s.location}
            <Tag size="small">{s.why}</Tag>
          </Space>
        ) : (
          '—'
        );
      },
    },
  ];
  return (
    <div className="wms-page receiving-page">
      {can('wms.receipt.putaway') && (
        <>
          <ScanInput onScan={onScan} placeholder={receipt?.status === 'shelving' ? '扫描库位，再扫描SKU' : '扫描待上架的收货单号或采购单号'} />
          {receipt ? (
            <>
              <ReceiptHeader receipt={receipt} />
              <ShelvingControls location={location} shelving={shelving} drop={{ label: '换一张收货单', onClick: () => setReceipt(null) }} />
              <Table rowKey="id" columns={columns} data={receipt.lines.filter((l) => l.qualified_quantity > 0)} pagination={false} scroll={{ x: 560 }} />
            </>
          ) : (
            <ReceiptPicker api={api} status="shelving" title="待上架的收货单" onPick={setReceipt} />
          )}
          <h3 className="receiving-subtitle">上架记录</h3>
        </>
      )}
      <ResourceListPage key={refreshList} resource={receivingResources.putaway} lookups={WMS_LOOKUPS} />
    </div>
  );
}
