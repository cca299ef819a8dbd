import { DatePicker, Drawer, Form, Input, Spin } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { RichTextEditor } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { uploadEditorImage } from '../../api/editor-upload.api.ts';
import { MINUTE_FORMAT } from '../../list/display-time.ts';
import type { NoticeApi } from './notice.api.ts';
import { isBlankHtml, type NoticeFormValues, TITLE_MAX, toFormValues, toNoticeInput } from './notice-form.ts';

/** null: closed; `{}`: a new notice; `{id}`: that notice. */
export type NoticeEditTarget = { id?: string } | null;

export interface NoticeEditorDrawerProps {
  target: NoticeEditTarget;
  api: NoticeApi;
  onClose(): void;
  onSaved(): void;
}

/** 新增 / 编辑 公告. Server refusals (10422 'field: rule') reach the user through the HTTP client's toast. */
export function NoticeEditorDrawer({ target, api, onClose, onSaved }: NoticeEditorDrawerProps) {
  const { bridge, http } = useArea();
  const [form] = Form.useForm<NoticeFormValues>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const open = target !== null;
  const id = target?.id;

  // The hub dims its own chrome while an area shows a modal layer.
  useEffect(() => {
    bridge.modal(open);
    return () => bridge.modal(false);
  }, [bridge, open]);

  // Edits start from the stored notice, not the list row, which may be older.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!id) return;
    let current = true;
    setLoading(true);
    api
      .get(id)
      .then((notice) => current && form.setFieldsValue(toFormValues(notice)))
      .catch(() => current && onClose())
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, form, id, open, onClose]);

  const save = async () => {
    const input = toNoticeInput(await form.validate());
    if (!input) return;
    setSaving(true);
    try {
      await (id ? api.update(id, input) : api.create(input));
      bridge.toast('success', '保存成功');
      onSaved();
    } catch {
      // shown by the HTTP client; the drawer stays open with what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      width={760}
      title={id ? '编辑公告' : '新增公告'}
      visible={open}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => save().catch(() => {})}
      onCancel={onClose}
      className="notice-editor"
    >
      <Spin loading={loading} block>
        <Form id="notice-editor" form={form} layout="vertical" disabled={loading}>
          <Form.Item
            label="标题"
            field="title"
            rules={[
              { required: true, validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : '请输入标题') },
              { maxLength: TITLE_MAX, message: `标题最多${TITLE_MAX}个字符` },
            ]}
          >
            <Input placeholder="请输入标题" maxLength={TITLE_MAX} showWordLimit />
          </Form.Item>
          <Form.Item label="生效时间" field="activation_time" rules={[{ required: true, message: '请选择生效时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} placeholder="请选择生效时间" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="内容"
            field="content"
            rules={[{ required: true, validator: (v: string | undefined, cb) => cb(isBlankHtml(v) ? '请输入内容' : undefined) }]}
          >
            <RichTextEditor placeholder="请输入内容" upload={(file) => uploadEditorImage(http, file)} />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  );
}
