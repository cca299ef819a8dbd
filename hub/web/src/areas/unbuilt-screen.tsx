import { Button, Result } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { findMenuByUrl } from '../menu/menu-tree.ts';
import { navigate, useHashPath } from '../navigation/hash-location.ts';
import { HOME_PATH, PUBLIC_PATHS } from '../navigation/routes.ts';
import { menusAtom } from '../state/session.atoms.ts';

/**
 * A screen whose area is not built yet: one calm page in the product's words with the screen's menu title and
 * the way back; a public page (opened from a link, signed out) says its link cannot be used instead.
 */
export function UnbuiltScreen({ className }: { className?: string }) {
  const [path] = useHashPath();
  const menus = useAtomValue(menusAtom);
  if (PUBLIC_PATHS.includes(path)) {
    return <Result className={className} status="warning" title="链接无效或已过期" subTitle="请向发送链接的同事重新获取链接" />;
  }
  const title = findMenuByUrl(menus, path)?.name;
  return (
    <Result
      className={className}
      status="info"
      title="功能建设中"
      subTitle={title ? `「${title}」正在建设中，敬请期待` : '该页面正在建设中，敬请期待'}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回工作台
        </Button>
      }
    />
  );
}
