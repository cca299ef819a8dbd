import { Button, Form, Input, Modal, Select } from '@arco-design/web-react';
import { BASE, OMS_CODES, pkg, SERVICE } from '@entrepot/module-oms/entities';
import { openShareLink, useArea, useCan } from '@entrepot/web/area';
import { type EntityList, type EntityRow, fieldUi, filesOf } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { OMS_LOOKUPS } from '../oms-lookups.ts';

const API = `${SERVICE}${BASE}`;
/** Before the warehouse holds it (the server refuses the rest, naming the state). */
export const EDITABLE = ['10', '15', '20', '40', '50', '60'];
const COPYABLE = ['80', '100'];
const PROVABLE = ['70', '80', '100'];
const proofsField = pkg.fields.proofs;
const ProofsInput = fieldUi(proofsField).Input;

/** 发货凭证: the package's proof files, added or taken off, saved together (once the warehouse has it). */
function ProofButton({ row, list }: { row: EntityRow; list: EntityList }) {
  const { http, bridge } = useArea();
  const [files, setFiles] = useState<unknown[] | null>(null);
  const save = async () => {
    const ids = filesOf(files).map((f) => f.id);
    await http.post(`${API}/packages/proof`, { id: row.id, proofs: ids });
    bridge.toast('success', `包裹 ${String(row.code)} 的发货凭证已保存`);
    list.refresh();
    setFiles(null);
  };
  return (
    <>
      <Button type="text" size="mini" onClick={() => setFiles(filesOf(row.proofs))}>
        发货凭证
      </Button>
      <Modal title={`发货凭证 · ${String(row.code)}`} visible={files !== null} onOk={save} onCancel={() => setFiles(null)}>
        <ProofsInput name="proofs" field={proofsField} value={files ?? []} onChange={(v) => setFiles(v as unknown[])} />
      </Modal>
    </>
  );
}

interface EditForm {
  channel_id?: string | null;
  weight?: string | null;
  buyer_name?: string;
  country?: string;
  address?: string;
}

/** 编辑包裹: channel, weight, recipient, country and address, while the warehouse does not hold it yet. */
export function PackageEditDialog({ target, onClose }: { target: { row: EntityRow; list?: EntityList } | null; onClose: () => void }) {
  const { http, bridge } = useArea();
  const [form] = Form.useForm<EditForm>();
  const [channels, setChannels] = useState<{ id: string; title: string }[]>([]);
  const row = target?.row;
  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({
      channel_id: (row.channel_id as string | null) ?? undefined,
      weight: (row.weight as string | null) ?? undefined,
      buyer_name: String(row.buyer_name ?? ''),
      country: String(row.country ?? ''),
      address: String(row.address ?? ''),
    });
    http
      .get<{ id: string; title: string }[]>(OMS_LOOKUPS['logistics.channel']!)
      .then(setChannels)
      .catch(() => setChannels([]));
  }, [http, row, form]);
  const submit = async () => {
    if (!row) return;
    const values = await form.validate();
    await http.post(`${API}/packages/edit`, { id: row.id, version: row.version, ...values, weight: values.weight || null });
    bridge.toast('success', `包裹 ${String(row.code)} 已保存`);
    target?.list?.refresh();
    onClose();
  };
  return (
    <Modal title={`编辑包裹 · ${String(row?.code ?? '')}`} visible={!!row} onOk={submit} onCancel={onClose} afterClose={() => form.resetFields()}>
      <Form form={form} layout="vertical">
        <Form.Item label="物流渠道" field="channel_id">
          <Select allowClear showSearch placeholder="请选择" options={channels.map((c) => ({ value: c.id, label: c.title }))} />
        </Form.Item>
        <Form.Item label="重量(kg)" field="weight" rules={[{ match: /^\d{1,7}(\.\d{1,3})?$/, message: '重量须为数字，最多3位小数' }]}>
          <Input placeholder="0.000" />
        </Form.Item>
        <Form.Item label="收件人" field="buyer_name" rules={[{ required: true, message: '请填写收件人' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="国家" field="country" rules={[{ required: true, match: /^[A-Z]{2}$/, message: '国家须为两位大写代码（如 US）' }]}>
          <Input maxLength={2} placeholder="US" />
        </Form.Item>
        <Form.Item label="收件地址" field="address" rules={[{ maxLength: 600, message: '收件地址最多600个字符' }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={600} showWordLimit />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The links a package's state offers (before permissions): what the row shows and the 操作 column measures. */
function offeredLinks(row: EntityRow) {
  const status = String(row.status);
  return { edit: EDITABLE.includes(status), copy: COPYABLE.includes(status), proof: PROVABLE.includes(status) };
}

/** A package row's own actions: 编辑 before the warehouse has it, 发货凭证 once it has, 复制补发 once it left, 分享 always. */
export function PackageRowActions({ row, list, onEdit }: { row: EntityRow; list: EntityList; onEdit: () => void }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const offered = offeredLinks(row);
  const copy = () =>
    Modal.confirm({
      title: '复制补发',
      content: `按包裹 ${String(row.code)} 的明细和地址生成一个新包裹（待审核）用于补发？`,
      onOk: () =>
        http.post<{ code: string }>(`${API}/packages/copy`, { id: row.id }).then((made) => {
          bridge.toast('success', `已生成补发包裹 ${made.code}`);
          list.refresh();
        }),
    });
  const share = () => void openShareLink(http, `${API}/package/${row.id}/share`, `分享包裹 ${String(row.code)}`, '包裹');
  return (
    <>
      {offered.edit && can(pkg.permission('update')) && (
        <Button type="text" size="mini" onClick={onEdit}>
          编辑
        </Button>
      )}
      {offered.copy && can(OMS_CODES.copy) && (
        <Button type="text" size="mini" onClick={copy}>
          复制补发
        </Button>
      )}
      {offered.proof && can(pkg.permission('update')) && <ProofButton row={row} list={list} />}
      <Button type="text" size="mini" onClick={share}>
        分享
      </Button>
    </>
  );
}
/** Its links' words for the 操作 column's width (at most: what the user may not do is counted too). */
PackageRowActions.linkWords = ({ row }: { row: EntityRow }): string[] => {
  const offered = offeredLinks(row);
  return [...(offered.edit ? ['编辑'] : []), ...(offered.copy ? ['复制补发'] : []), ...(offered.proof ? ['发货凭证'] : []), '分享'];
};
