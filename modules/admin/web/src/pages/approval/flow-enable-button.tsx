import { Button, Popconfirm } from '@arco-design/web-react';
import { approvalFlow } from '@entrepot/hub-server/approvals';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { approvalFlowUrls } from './approval.api.ts';

/** 启用 / 停用 a flow after a confirmation (PUT with its version, so a stale row answers 10409). */
export function FlowEnableButton({ flow, onChanged }: { flow: EntityRow; onChanged(): void }) {
  const { http, bridge } = useArea();
  const can = useCan();
  if (!can(approvalFlow.permission('update'))) return null;
  const enabled = flow['enabled'] === true;
  const label = enabled ? '停用' : '启用';
  const toggle = async () => {
    try {
      await http.put(approvalFlowUrls.update(flow.id), { enabled: !enabled, version: flow.version });
      bridge.toast('success', `已${label}`);
    } catch {
      // the HTTP client already showed the error
    }
    onChanged();
  };
  return (
    <Popconfirm
      title={
        enabled ? `确定停用「${String(flow['name'])}」吗？停用后新提交的单据不再使用它，审批中的单据不受影响。` : `确定启用「${String(flow['name'])}」吗？`
      }
      onOk={toggle}
    >
      <Button type="text" size="mini" status={enabled ? 'warning' : undefined}>
        {label}
      </Button>
    </Popconfirm>
  );
}
