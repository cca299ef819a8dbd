import { BackHomeResult } from './back-home-result.tsx';

export function NotFoundPage() {
  return <BackHomeResult status="404" subTitle="抱歉，您访问的页面不存在" />;
}
