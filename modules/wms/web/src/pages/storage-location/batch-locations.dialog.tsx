import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useState } from 'react';
import { API, SERVICE } from '../../entity/wms-urls.ts';
import { useOptions } from '../../list/use-options.ts';
import { type BatchForm, rangePreview } from './batch-range.ts';

const EMPTY: BatchForm = { code_from: '', code_to: '' };

/** 批量新增: a run of codes in one area (and shelf), all created or none. */
export function BatchLocationsDialog({ visible, onClose, onCreated }: { visible: boolean; onClose(): void; onCreated(): void }) {
  const { http, bridge } = useArea();
  const [form, setForm] = useState<BatchForm>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const areas = useOptions(visible ? `${SERVICE}/getArea` : null);
  const shelves = useOptions(visible && form.area_id ? `${SERVICE}/getReservoir?area_id=${encodeURIComponent(form.area_id)}` : null);
  const specs = useOptions(visible ? `${SERVICE}/getStorageSpec` : null);
  const preview = rangePreview(form);
  const set = (patch: Partial<BatchForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    setTried(true);
    if (!form.area_id || !preview.ok) return;
    setSaving(true);
    try {
      const answer = await http.post<{ created: number }>(`${API}/batchAddStorageLocation`, form);
      bridge.toast('success', `已生成${answer.created}个库位`);
      setForm(EMPTY);
      setTried(false);
      onCreated();
    } catch {
      // the HTTP client already showed the refusal (e.g. 库位编码已存在：…)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="批量新增库位" visible={visible} maskClosable={false} confirmLoading={saving} onOk={submit} onCancel={onClose} okText="生成" unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="库区" required validateStatus={tried && !form.area_id ? 'error' : undefined} help={tried && !form.area_id ? '请选择库区' : undefined}>
          <Select placeholder="请选择库区" showSearch options={areas} value={form.area_id} onChange={(v) => set({ area_id: v, reservoir_id: undefined })} />
        </Form.Item>
        <Form.Item label="货架">
          <Select
            placeholder="请选择货架"
            allowClear
            disabled={!form.area_id}
            options={shelves}
            value={form.reservoir_id}
            onChange={(v) => set({ reservoir_id: v })}
          />
        </Form.Item>
        <Form.Item label="库位规格">
          <Select placeholder="请选择库位规格" allowClear options={specs} value={form.spec_id} onChange={(v) => set({ spec_id: v })} />
        </Form.Item>
        <Form.Item label="库位编码" required validateStatus={tried && !preview.ok ? 'error' : undefined} help={preview.text}>
          <Input.Group compact style={{ display: 'flex' }}>
            <Input placeholder="起始，如 A-01-01" value={form.code_from} onChange={(v) => set({ code_from: v })} style={{ flex: 1 }} />
            <Input placeholder="结束，如 A-01-20" value={form.code_to} onChange={(v) => set({ code_to: v })} style={{ flex: 1 }} />
          </Input.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
