import { Input, Modal } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { alibabaMapUrls } from './alibaba-map-urls.ts';

const offerOf = (row: EntityRow) => `${String(row['offer_id'])}${row['spec_id'] ? ` / ${String(row['spec_id'])}` : ''}`;

/**
 * 解除关联 of one mapping or the checked ones: a confirm naming them that asks for the reason (required:
 * 1688修改日志 keeps it), then `alibaba/map/off` — all of them or none.
 */
export function useOffMappings() {
  const { http, bridge } = useArea();
  return (rows: EntityRow[], done: () => void) => {
    let reason = '';
    const what = rows.length === 1 ? `SKU ${String(rows[0]!['sku_code'])} 与1688商品 ${offerOf(rows[0]!)} 的关联` : `选中的 ${rows.length} 条映射`;
    Modal.confirm({
      title: '解除关联',
      content: (
        <div>
          <p>确定解除{what}吗？解除后不能恢复，重新关联需新增映射。</p>
          <Input.TextArea
            aria-label="解除原因"
            placeholder="请填写解除原因（必填）"
            maxLength={200}
            onChange={(v) => {
              reason = v.trim();
            }}
          />
        </div>
      ),
      okText: '确定解除',
      onOk: async () => {
        if (!reason) {
          bridge.toast('warning', '请填写解除原因');
          throw new Error('no reason'); // keeps the confirm open
        }
        await http.post(alibabaMapUrls.off, { ids: rows.map((r) => r.id), reason });
        bridge.toast('success', '已解除关联');
        done();
      },
    });
  };
}
