import { Button, Descriptions, Result, Spin, Table, Tabs } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { formatDisplayTime } from '../../time/index.ts';
import { auditLogUrl, type EntityConfig, type EntityRow } from '../config.ts';
import { EntityUiProvider, useEntityUi } from '../entity-context.tsx';
import { FieldDisplay } from '../fields/registry.tsx';
import { DocumentPrint } from './document-print.tsx';
import { actionLabel, changeLines, type LogTitles, type OperationLogEntry } from './operation-log.ts';

export interface EntityDetailSlots {
  /** Below the fields of the 详情 tab. */
  section?(row: EntityRow): ReactNode;
  /** More tabs after 操作日志. */
  tabs?(row: EntityRow): { key: string; title: string; content: ReactNode }[];
  /** The record has arrived (a detail screen names its tab after it: `SKU详情 MG005-WHT`). */
  loaded?(row: EntityRow): void;
}

export interface EntityDetailProps {
  config: EntityConfig;
  id: string;
  slots?: EntityDetailSlots;
}

/** A record's fields by their renderers, and its operation log. */
export function EntityDetail(props: EntityDetailProps) {
  return (
    <EntityUiProvider config={props.config}>
      <DetailBody {...props} />
    </EntityUiProvider>
  );
}

/** Why a record could not be read, in a person's words: never the field key of a refusal (`id: …`). */
export function unreadable(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 10404) return '记录不存在或已被删除';
  if (code === 10403) return '没有查看这条记录的权限';
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  return message.replace(/^[\w.[\]]+: /, '') || '记录暂时无法读取，请稍后重试';
}

function useAnswer<T>(url: string | null): { data: T | null; loading: boolean; failed: string | null } {
  const { http } = useEntityUi();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: string | null }>({ data: null, loading: url !== null, failed: null });
  useEffect(() => {
    if (url === null) return;
    let current = true;
    setState((s) => ({ ...s, loading: true, failed: null }));
    http
      .get<T>(url, { silent: true }) // the page says why, in place of the record
      .then((data) => current && setState({ data, loading: false, failed: null }))
      .catch((error: unknown) => current && setState((s) => ({ ...s, loading: false, failed: unreadable(error) })));
    return () => {
      current = false;
    };
  }, [http, url]);
  return state;
}

function DetailBody({ config, id, slots }: EntityDetailProps) {
  const [tab, setTab] = useState('fields');
  const [printing, setPrinting] = useState(false);
  const detail = useAnswer<EntityRow>(config.urls.detail(id));
  const row = detail.data;
  // Told once per record read (not on every render: the slot is a new function each time).
  const loaded = useRef(slots?.loaded);
  loaded.current = slots?.loaded;
  useEffect(() => {
    if (row) loaded.current?.(row);
  }, [row]);
  if (detail.failed) return <Result status="404" title={`无法打开这条${config.entity.label}`} subTitle={detail.failed} />;
  if (!row) return <Spin loading={detail.loading} style={{ display: 'block', minHeight: 120 }} />;
  const items = [
    ...Object.entries(config.entity.fields)
      .filter(([, f]) => !f.writeOnly)
      .map(([key, field]) => ({
        label: field.label,
        value: <FieldDisplay name={key} field={field} value={row[key]} row={row} />,
        // Child rows and rich text take the whole width.
        ...(field.type === 'children' || field.type === 'richText' ? { span: 2 } : {}),
      })),
    // The audit times, unless the entity declares 创建时间 as a field of its own (then it is shown once, above).
    ...('created_at' in config.entity.fields ? [] : [{ label: '创建时间', value: formatDisplayTime(row.created_at) }]),
    { label: '更新时间', value: formatDisplayTime(row.updated_at) },
  ];
  // A declared document prints from its detail (its header, lines and number's barcode on A4), and so does a
  // numbered record declared printable (a refund, a voucher).
  const print =
    config.entity.document || config.entity.printable ? (
      <Button size="small" icon={<IconPrinter />} onClick={() => setPrinting(true)}>
        打印
      </Button>
    ) : null;
  return (
    <>
      {printing && <DocumentPrint entity={config.entity} row={row} onClose={() => setPrinting(false)} />}
      <Tabs activeTab={tab} onChange={setTab} lazyload extra={print}>
        <Tabs.TabPane key="fields" title="详情">
          <Descriptions column={2} data={items} labelStyle={{ whiteSpace: 'nowrap' }} />
          {slots?.section?.(row)}
        </Tabs.TabPane>
        <Tabs.TabPane key="log" title="操作日志">
          <OperationLog config={config} id={String(row.id)} />
        </Tabs.TabPane>
        {slots?.tabs?.(row).map((t) => (
          <Tabs.TabPane key={t.key} title={t.title}>
            {t.content}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </>
  );
}

/** Titles of the reference fields' values, from the page's lookups, so the log can name ids. */
function useReferenceTitles(config: EntityConfig): LogTitles {
  const ui = useEntityUi();
  const [titles, setTitles] = useState<LogTitles>({});
  useEffect(() => {
    let current = true;
    for (const [key, field] of Object.entries(config.entity.fields)) {
      if (field.type !== 'reference' && field.type !== 'references') continue;
      const url = ui.lookups[field.to];
      if (!url) continue;
      const valueKey = field.type === 'references' ? (field.key ?? 'id') : 'id';
      ui.lookup(url)
        .then((items) => {
          const map = new Map(items.map((i) => [String(i[valueKey]), String(i['name'] ?? i['title'] ?? i[valueKey])]));
          if (current) setTitles((t) => ({ ...t, [key]: map }));
        })
        .catch(() => {});
    }
    return () => {
      current = false;
    };
  }, [config.entity, ui]);
  return titles;
}

export function OperationLog({ config, id }: { config: EntityConfig; id: string }) {
  const log = useAnswer<OperationLogEntry[]>(auditLogUrl(config, id));
  const titles = useReferenceTitles(config);
  return (
    <Table<OperationLogEntry>
      rowKey="id"
      loading={log.loading}
      data={log.data ?? []}
      pagination={false}
      border={false}
      columns={[
        { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => formatDisplayTime(at) },
        { title: '操作人', dataIndex: 'user_name', width: 120 },
        { title: '操作', dataIndex: 'action', width: 90, render: (action: string) => actionLabel(config.entity, action) },
        {
          title: '变更内容',
          dataIndex: 'changes',
          render: (_: unknown, entry: OperationLogEntry) => (
            <div>
              {changeLines(config.entity, entry.changes, titles).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
