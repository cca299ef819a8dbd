import { Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import type { ApprovalListKind } from './approval.api.ts';
import { ApprovalDetailDrawer } from './approval-detail.drawer.tsx';
import { ApprovalList } from './approval-list.tsx';
import './approval.css';

const TABS: readonly { kind: ApprovalListKind; title: string }[] = [
  { kind: 'todo', title: '待我审批' },
  { kind: 'done', title: '我已处理' },
  { kind: 'mine', title: '我提交的' },
];

/** 系统管理 → 我的审批 (`#/system/approvals`): what waits on me, what I decided, what I submitted. */
export function MyApprovalsPage() {
  const [tab, setTab] = useState<string>('todo');
  const [viewing, setViewing] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const changed = () => setReloads((n) => n + 1);
  return (
    <div className="admin-page">
      <Tabs activeTab={tab} onChange={setTab} lazyload>
        {TABS.map(({ kind, title }) => (
          <Tabs.TabPane key={kind} title={title}>
            <ApprovalList kind={kind} reloads={reloads} onOpen={setViewing} onChanged={changed} />
          </Tabs.TabPane>
        ))}
      </Tabs>
      <ApprovalDetailDrawer id={viewing} onClose={() => setViewing(null)} onChanged={changed} />
    </div>
  );
}
