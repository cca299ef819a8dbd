import { Button, Drawer, Input, Table } from '@arco-design/web-react';
import type { PageAnswer } from '@entrepot/contract';
import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { UNPACKAGED_SKUS } from '../reference-urls.ts';

interface UnpackagedSku {
  id: string;
  code: string;
  name: string;
  weight: string | null;
}

const PER_PAGE = 20;
const columns = [
  { title: 'SKU编码', dataIndex: 'code', width: 180 },
  { title: 'SKU名称', dataIndex: 'name' },
  { title: '重量(kg)', dataIndex: 'weight', width: 110, render: (v: string | null) => v ?? '-' },
];

/** 未维护包装: the SKUs without a package size yet (`GET unpackage`), searched by code, page by page. */
export function UnpackagedSkusDrawer({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { http } = useArea();
  const [code, setCode] = useState('');
  const [query, setQuery] = useState({ code: '', page: 1 });
  const [answer, setAnswer] = useState<PageAnswer<UnpackagedSku> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    http
      .get<PageAnswer<UnpackagedSku>>(UNPACKAGED_SKUS, { params: { code: query.code, page: query.page, per_page: PER_PAGE } })
      .then((a) => live && setAnswer(a))
      .catch(() => undefined) // the HTTP client already showed the error
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, visible, query]);
  return (
    <Drawer width={640} title="未维护包装的SKU" visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Input aria-label="SKU编码" placeholder="SKU编码" allowClear value={code} onChange={setCode} style={{ width: 220 }} />
        <Button type="primary" onClick={() => setQuery({ code: code.trim(), page: 1 })}>
          查询
        </Button>
      </div>
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        data={answer?.list ?? []}
        pagination={{
          current: query.page,
          pageSize: PER_PAGE,
          total: answer?.total ?? 0,
          showTotal: true,
          onChange: (page) => setQuery((q) => ({ ...q, page })),
        }}
      />
    </Drawer>
  );
}
