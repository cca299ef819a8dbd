import { Descriptions } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { themeAtom, userAtom } from '../state/session.atoms.ts';

/** A diagnostic page (spec 000 §2 lists /test): what the hub knows of the session. */
export function TestPage() {
  const user = useAtomValue(userAtom);
  const theme = useAtomValue(themeAtom);
  return (
    <div style={{ padding: 24 }}>
      <Descriptions
        title="测试页"
        column={1}
        data={[
          { label: '用户', value: user ? `${user.name} (${user.login_name})` : '-' },
          { label: '管理员', value: user?.is_admin ? '是' : '否' },
          { label: '权限数', value: String(user?.permissions.length ?? 0) },
          { label: '主题', value: theme },
        ]}
      />
    </div>
  );
}
