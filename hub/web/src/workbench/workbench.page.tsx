import { useAtomValue } from 'jotai';
import { userAtom } from '../state/session.atoms.ts';
import { IntranetDropdown } from './intranet-dropdown.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { WorkflowPicture } from './workflow-picture.tsx';

export function WorkbenchPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="workbench">
      <header className="workbench-header">
        <div>
          <h2>您好，{user?.name ?? ''}！欢迎使用 Entrepot</h2>
          <p>一站式覆盖从产品开发、采购、质检、仓储、物流、订单到财务与报表的全流程。</p>
        </div>
        <IntranetDropdown />
      </header>
      <WorkflowPicture />
      <NoticeDialog />
    </div>
  );
}
