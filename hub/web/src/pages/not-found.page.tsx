import { Button, Result } from '@arco-design/web-react';
import { navigate } from '../navigation/hash-location.ts';
import { HOME_PATH } from '../navigation/routes.ts';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          回首页
        </Button>
      }
    />
  );
}
