import { Button, Result } from '@arco-design/web-react';
import { navigate } from '../navigation/hash-location.ts';
import { HOME_PATH } from '../navigation/routes.ts';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      subTitle="非常抱歉！您没有权限访问此页面！"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          回首页
        </Button>
      }
    />
  );
}
