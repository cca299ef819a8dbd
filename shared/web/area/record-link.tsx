import { Link } from '@arco-design/web-react';
import { useArea } from './area-context.ts';

/**
 * A record's number as a link opening it in its own screen's tab (`screen?id=<number>`: the list opens that record's
 * detail; the server finds it by its number), as a list's title cell links its own. A blank number shows as —.
 */
export function RecordLink({ screen, number }: { screen: string; number: unknown }) {
  const { bridge } = useArea();
  const text = number == null ? '' : String(number);
  if (!text) return <>—</>;
  return <Link onClick={() => bridge.openTab(screen, { search: `id=${encodeURIComponent(text)}`, title: text })}>{text}</Link>;
}
