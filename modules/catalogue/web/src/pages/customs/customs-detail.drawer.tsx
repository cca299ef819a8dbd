import { Descriptions, Drawer, Empty, Spin, Table, Typography } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { StatusDot } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { ACTION_LABELS, type CustomsDetail, customsUrls, rateText, reviewState, valueText } from './customs-rows.ts';

const text = (v: unknown) => (v == null || v === '' ? '-' : String(v));

/** `customsdetail/{id}` of one SKU: its customs data, the declared name it names with the element values, its reviews. */
export function CustomsDetailDrawer({ skuId, onClose }: { skuId: string | null; onClose(): void }) {
  const { http } = useArea();
  const [detail, setDetail] = useState<CustomsDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (!skuId) return;
    let live = true;
    http.get<CustomsDetail>(customsUrls.detail(skuId)).then(
      (next) => live && setDetail(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, skuId]);
  const c = detail?.customs;
  const state = reviewState(c?.audit_status);
  return (
    <Drawer width={760} visible={skuId !== null} title="报关信息详情" footer={null} unmountOnExit onCancel={onClose}>
      {!detail ? (
        <Spin loading style={{ display: 'block', minHeight: 120 }} />
      ) : (
        <>
          <Descriptions
            column={2}
            title={`SKU ${detail.sku.code}`}
            data={[
              { label: 'SKU名称', value: detail.sku.name },
              { label: 'SPU', value: `${detail.sku.spu_code} ${detail.sku.spu_name}` },
              { label: 'HS编码', value: text(c?.hs_code) },
              { label: '审核状态', value: <StatusDot color={state.color}>{state.label}</StatusDot> },
              { label: '申报品名(中文)', value: text(c?.declared_name) },
              { label: '申报品名(英文)', value: text(c?.declared_name_en) },
              { label: '申报价值', value: valueText(c?.declared_value as string | null, c?.currency as string | null) },
              { label: '材质', value: text(c?.material_id_title) },
              { label: '用途', value: text(c?.usage) },
              { label: '审核意见', value: text(c?.audit_remark) },
            ]}
          />
          <Typography.Title heading={6}>报关品名</Typography.Title>
          {detail.goods ? (
            <>
              <Descriptions
                column={2}
                data={[
                  { label: '中文/英文品名', value: `${detail.goods.name} / ${detail.goods.name_en}` },
                  { label: '申报单位', value: detail.goods.unit },
                  { label: '申报价值范围', value: `${text(detail.goods.min_value)} ~ ${text(detail.goods.max_value)} ${detail.goods.currency}` },
                  { label: '退税率', value: rateText(detail.goods.tax_rebate_rate) },
                ]}
              />
              <Table
                rowKey="name"
                size="small"
                pagination={false}
                data={detail.goods.element_values}
                columns={[
                  { title: '申报要素', dataIndex: 'name', width: 160, render: (name: string, e) => `${e.mandatory ? '*' : ''}${name}` },
                  { title: '填写内容', dataIndex: 'value', render: text },
                ]}
              />
            </>
          ) : (
            <Empty description={c ? '申报品名与HS编码未在报关品名中维护，不能审核通过' : '该SKU没有报关信息'} />
          )}
          <Typography.Title heading={6}>审核记录</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            data={detail.reviews}
            columns={[
              { title: '时间', dataIndex: 'created_at', width: 170, render: (at: string) => formatDisplayTime(at) },
              { title: '审核结果', dataIndex: 'action', width: 90, render: (a: keyof typeof ACTION_LABELS) => ACTION_LABELS[a] },
              { title: '申报价值', key: 'value', width: 110, render: (_: unknown, r) => valueText(r.declared_value, r.currency) },
              { title: '审核意见', dataIndex: 'remark', render: text },
              { title: '审核人', dataIndex: 'operator', width: 100 },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
