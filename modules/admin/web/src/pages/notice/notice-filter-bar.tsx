import { Button, Form, Input, Space } from '@arco-design/web-react';

export type NoticeFilters = { title: string };

export const INITIAL_NOTICE_FILTERS: NoticeFilters = { title: '' };

/** 标题 filter with 查询 and 重置; the fields are a draft until 查询. */
export function NoticeFilterBar({ onSearch, onReset }: { onSearch(filters: NoticeFilters): void; onReset(): void }) {
  const [form] = Form.useForm<NoticeFilters>();
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form
      id="notice-filter"
      form={form}
      layout="inline"
      initialValues={INITIAL_NOTICE_FILTERS}
      onSubmit={(values) => onSearch({ ...INITIAL_NOTICE_FILTERS, ...values })}
    >
      <Form.Item label="标题" field="title">
        <Input placeholder="请输入标题" allowClear style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
