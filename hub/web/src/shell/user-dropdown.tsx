import { Dropdown, Menu, Modal } from '@arco-design/web-react';
import { IconCheck, IconDown } from '@arco-design/web-react/icon';
import { THEMES, type ThemeKey } from '@entrepot/web/theme';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { ChangePasswordForm } from '../login/change-password-form.tsx';
import { clearCache, signOut } from '../session/session.actions.ts';
import { themeAtom, userAtom } from '../state/session.atoms.ts';

const THEME_PREFIX = 'theme:';

/** Change password, 清除缓存, theme, logout. */
export function UserDropdown() {
  const user = useAtomValue(userAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const [changingPassword, setChangingPassword] = useState(false);

  const onClick = (key: string) => {
    if (key.startsWith(THEME_PREFIX)) return setTheme(key.slice(THEME_PREFIX.length) as ThemeKey);
    if (key === 'password') return setChangingPassword(true);
    if (key === 'cache') return clearCache();
    if (key === 'logout') return void signOut();
  };

  return (
    <>
      <Dropdown
        trigger="click"
        position="br"
        droplist={
          <Menu onClickMenuItem={onClick} className="user-menu">
            <Menu.Item key="password">修改密码</Menu.Item>
            <Menu.Item key="cache">清除缓存</Menu.Item>
            <Menu.SubMenu key="theme" title="主题">
              {Object.values(THEMES).map((t) => (
                <Menu.Item key={`${THEME_PREFIX}${t.key}`}>
                  <span className="theme-swatch" style={{ background: t.primaryColor }} />
                  {t.label}
                  {t.key === theme && <IconCheck className="theme-check" />}
                </Menu.Item>
              ))}
            </Menu.SubMenu>
            <Menu.Item key="logout">退出登录</Menu.Item>
          </Menu>
        }
      >
        <button type="button" className="user-trigger">
          {user?.name ?? user?.login_name ?? '用户'} <IconDown />
        </button>
      </Dropdown>
      <Modal title="修改密码" visible={changingPassword} footer={null} onCancel={() => setChangingPassword(false)} unmountOnExit>
        <ChangePasswordForm loginName={user?.login_name} onDone={() => setChangingPassword(false)} />
      </Modal>
    </>
  );
}
