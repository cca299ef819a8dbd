import { Button, Result } from '@arco-design/web-react';
import { useSyncExternalStore } from 'react';
import { useArea } from './area-context.ts';

/**
 * A screen of a built area that has no page yet: 功能建设中 with its menu title and the way back; opened signed out
 * (a public page's link), the link cannot be used yet.
 */
export function UnbuiltPage() {
  const { bridge } = useArea();
  const title = useSyncExternalStore(bridge.subscribe, () => bridge.getSnapshot()?.title ?? '');
  const signedOut = useSyncExternalStore(bridge.subscribe, () => !bridge.getSnapshot()?.session);
  if (signedOut) return <Result status="warning" title="链接无效或已过期" subTitle="请向发送链接的同事重新获取链接" />;
  return (
    <Result
      status="info"
      title="功能建设中"
      subTitle={title ? `「${title}」正在建设中，敬请期待` : '该页面正在建设中，敬请期待'}
      extra={
        <Button type="primary" onClick={() => bridge.navigate('/workbench')}>
          返回工作台
        </Button>
      }
    />
  );
}
