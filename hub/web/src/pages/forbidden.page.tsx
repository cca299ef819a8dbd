import { BackHomeResult } from './back-home-result.tsx';

export function ForbiddenPage() {
  return <BackHomeResult status="403" subTitle="非常抱歉！您没有权限访问此页面！" />;
}
