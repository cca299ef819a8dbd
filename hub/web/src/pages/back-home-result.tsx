import { Button, Result } from '@arco-design/web-react';
import { navigate } from '../navigation/hash-location.ts';
import { HOME_PATH } from '../navigation/routes.ts';

/** A full-pane answer (403, 404) with the way back to the workbench. */
export function BackHomeResult({ status, subTitle }: { status: '403' | '404'; subTitle: string }) {
  return (
    <Result
      status={status}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          回首页
        </Button>
      }
    />
  );
}
