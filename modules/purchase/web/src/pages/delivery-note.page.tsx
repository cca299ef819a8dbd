import { Alert, Spin } from '@arco-design/web-react';
import { BASE, SERVICE } from '@entrepot/module-purchase/entities';
import { useArea, useScreenTitle } from '@entrepot/web/area';
import { Barcode, FallbackImage, PrintSheets } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';

type Attribute = { attribute_name?: string; name?: string; attribute_value?: string; value?: string };
type AttributeList = (Attribute | AttributeList)[];

export interface DeliveryOrder {
  id: string;
  purchase_order_no: string;
  buyer: string;
  order_date: string;
  supplier_code: string;
  supplier_name?: string;
  purchase_type: string;
  receive_address?: string;
  order_sku_details: {
    id: string;
    sku: { img_url: string; sku_code: string; name: string; attributes: AttributeList };
    order_num: number;
    free_num: number;
    sku_used: string;
  }[];
}

/** Spec 001 §3: attributes may come nested; each as `名称: 值`. */
export function attributeText(attributes: AttributeList): string {
  const flat = (list: AttributeList): Attribute[] => list.flatMap((a) => (Array.isArray(a) ? flat(a) : [a]));
  return flat(attributes)
    .map((a) => `${a.attribute_name ?? a.name ?? ''}: ${a.attribute_value ?? a.value ?? ''}`)
    .join('；');
}

function Note({ order }: { order: DeliveryOrder }) {
  return (
    <div className="delivery-note">
      <h2 style={{ textAlign: 'center', margin: '0 0 8px' }}>送货单</h2>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <table style={{ width: '60%' }}>
          <tbody>
            <tr>
              <th>采购单号</th>
              <td>{order.purchase_order_no}</td>
            </tr>
            <tr>
              <th>供应商</th>
              <td>
                {order.supplier_code} {order.supplier_name}
              </td>
            </tr>
            <tr>
              <th>采购员</th>
              <td>{order.buyer}</td>
            </tr>
            <tr>
              <th>下单日期</th>
              <td>{order.order_date}</td>
            </tr>
            <tr>
              <th>采购类型</th>
              <td>{order.purchase_type}</td>
            </tr>
            <tr>
              <th>收货地址</th>
              <td>{order.receive_address}</td>
            </tr>
          </tbody>
        </table>
        <Barcode value={order.purchase_order_no} width={1.2} height={60} />
      </div>
      <table style={{ marginTop: 12 }}>
        <thead>
          <tr>
            <th style={{ width: 64 }}>图片</th>
            <th>SKU编码</th>
            <th>名称</th>
            <th>属性</th>
            <th>采购数量</th>
            <th>赠品数量</th>
            <th>用途</th>
          </tr>
        </thead>
        <tbody>
          {order.order_sku_details.map((d) => (
            <tr key={d.id}>
              <td>{d.sku.img_url ? <FallbackImage src={d.sku.img_url} width={48} height={48} /> : null}</td>
              <td>{d.sku.sku_code}</td>
              <td>{d.sku.name}</td>
              <td>{attributeText(d.sku.attributes)}</td>
              <td>{d.order_num}</td>
              <td>{d.free_num}</td>
              <td>{d.sku_used}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 24 }}>送货人签字：________________　　收货人签字：________________　　日期：____________</p>
    </div>
  );
}

/**
 * `#/purchase/order/deliveryNote?order_ids=a,b` (spec 001 §2, outside the shell): one printable page per order,
 * with its number as a barcode the warehouse scans to receive. A refusal shows the answer's message.
 */
export function DeliveryNotePage() {
  const { http } = useArea();
  const ids = new URLSearchParams(useSearch()).get('order_ids') ?? '';
  const [orders, setOrders] = useState<DeliveryOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useScreenTitle('送货单');
  useEffect(() => {
    http
      .get<{ delivery_order: DeliveryOrder[] }>(`${SERVICE}${BASE}/order/getOrderDeliveryOrder`, { params: { order_ids: ids }, silent: true })
      .then((r) => setOrders(r.delivery_order))
      .catch((e: { message?: string }) => setError(e.message ?? '送货单读取失败'));
  }, [http, ids]);
  if (error) return <Alert type="error" style={{ margin: 24 }} content={error} />;
  if (!orders) return <Spin loading style={{ display: 'block', margin: 48 }} />;
  if (orders.length === 0) return <Alert type="warning" style={{ margin: 24 }} content="没有可打印的采购单" />;
  return <PrintSheets size="A4" title={`送货单（${orders.length} 张）`} sheets={orders.map((o) => <Note key={o.id} order={o} />)} />;
}
