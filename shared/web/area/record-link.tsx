import { Button } from '@arco-design/web-react';
import { useArea } from './area-context.ts';

/**
 * A record's number as a link opening it in its own screen's tab (`screen?id=<number>`: the list opens that record's
 * detail; the server finds it by its number). A blank number shows as —.
 */
export function RecordLink({ screen, number }: { screen: string; number: unknown }) {
  const { bridge } = useArea();
  const text = number == null ? '' : String(number);
  if (!text) return <>—</>;
  return (
    <Button type="text" size="mini" style={{ padding: 0 }} onClick={() => bridge.openTab(screen, { search: `id=${encodeURIComponent(text)}`, title: text })}>
      {text}
    </Button>
  );
}
