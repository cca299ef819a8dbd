import { Button, Result } from '@arco-design/web-react';
import { useArea } from './area-context.ts';

/** A detail screen opened without its record's id: says what is missing and offers the list, never a spinner. */
export function MissingRecord({ what, listPath, listName }: { what: string; listPath: string; listName: string }) {
  const { bridge } = useArea();
  return (
    <Result
      status="warning"
      title={`缺少${what}编号`}
      subTitle="请从列表中打开要查看的记录"
      extra={
        <Button type="primary" onClick={() => bridge.navigate(listPath)}>
          {`返回${listName}`}
        </Button>
      }
    />
  );
}
