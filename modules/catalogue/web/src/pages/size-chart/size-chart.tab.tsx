import { Alert, Button, Empty, Input, Radio, Select, Space, Spin, Table, type TableColumnProps, Typography } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { COMMON_MEASUREMENTS, MAX_MEASUREMENTS, sizeChartUnits, spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useReloading } from '../standard/spu-standard.tab.tsx';
import { type ChartRow, chartBody, type Draft, draftOf, type SpuSizeChart } from './size-chart-draft.ts';
import { sizeChartUrls } from './size-chart-urls.ts';

/**
 * 尺码表 of the SPU detail (`GET|PUT spusize/{id}`): a grid of the SPU's sizes × the template's regional names
 * and the chart's measurements. With `catalogue.spu.update`: choose the template and the unit, add or remove
 * measurement columns, type the values, 保存 (the server's refusal shown above the grid).
 */
export function SizeChartTab({ spuId }: { spuId: string }) {
  const { data, reload } = useReloading<SpuSizeChart>(sizeChartUrls.chart(spuId));
  const { http, bridge } = useArea();
  const editable = useCan()(spu.permission('update'));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(data ? draftOf(data) : null), [data]);
  if (!data || !draft) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  if (!data.dimension) return <Empty description="该SPU没有尺码规格（尺码/尺寸/码数），无需尺码表" />;

  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const setValue = (size: string, m: string, v: string) => set({ values: { ...draft.values, [size]: { ...draft.values[size], [m]: v } } });
  const save = async () => {
    setSaving(true);
    setError('');
    try {
      await http.put(sizeChartUrls.chart(spuId), chartBody(data, draft), { silent: true });
      bridge.toast('success', '尺码表已保存');
      reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  const unit = sizeChartUnits.find((u) => u.value === draft.unit)!;
  const columns: TableColumnProps<ChartRow>[] = [
    { title: data.dimension, dataIndex: 'size', width: 90 },
    ...data.regions.map((r) => ({ title: `${r.name}(${r.code})`, render: (_: unknown, row: ChartRow) => row.regions[r.code] ?? '—' })),
    ...draft.measurements.map((m) => ({
      title: (
        <Space size={4}>
          {`${m}(${draft.unit})`}
          {editable && (
            <IconClose
              aria-label={`删除测量项${m}`}
              style={{ cursor: 'pointer' }}
              onClick={() => set({ measurements: draft.measurements.filter((x) => x !== m) })}
            />
          )}
        </Space>
      ),
      render: (_: unknown, row: ChartRow) =>
        editable ? (
          <Input
            size="small"
            style={{ width: 90 }}
            aria-label={`${row.size} ${m}`}
            value={draft.values[row.size]?.[m] ?? ''}
            onChange={(v) => setValue(row.size, m, v)}
          />
        ) : (
          (row.measures[m] ?? '—')
        ),
    })),
  ];
  const templateName = data.template ? `${data.template.name}${data.template.enabled ? '' : '（已停用）'}` : '未选择';
  return (
    <div className="catalogue-size-chart">
      <Space wrap size={16} style={{ marginBottom: 12 }}>
        {editable ? (
          <>
            <Select
              aria-label="尺码模板"
              placeholder="选择尺码模板"
              allowClear
              style={{ width: 200 }}
              value={draft.template_id ?? undefined}
              onChange={(v) => set({ template_id: v ?? null })}
              options={data.template_options.map((o) => ({ value: o.id, label: o.enabled ? o.name : `${o.name}（已停用）` }))}
            />
            <Radio.Group
              type="button"
              value={draft.unit}
              onChange={(v) => set({ unit: v })}
              options={sizeChartUnits.map((u) => ({ value: u.value, label: u.label }))}
            />
            <Select
              aria-label="添加测量项"
              placeholder="添加测量项"
              showSearch
              allowCreate
              value={undefined}
              style={{ width: 150 }}
              disabled={draft.measurements.length >= MAX_MEASUREMENTS}
              options={COMMON_MEASUREMENTS.filter((m) => !draft.measurements.includes(m))}
              onChange={(v: string) => v?.trim() && !draft.measurements.includes(v.trim()) && set({ measurements: [...draft.measurements, v.trim()] })}
            />
            <Button type="primary" loading={saving} onClick={save}>
              保存
            </Button>
          </>
        ) : (
          <Typography.Text>{`尺码模板: ${templateName}　单位: ${data.unit_label}`}</Typography.Text>
        )}
      </Space>
      {error && <Alert type="error" content={error} style={{ marginBottom: 12 }} />}
      {data.missing_in_template.length > 0 && (
        <Alert type="warning" content={`尺码模板「${data.template?.name}」缺少尺码: ${data.missing_in_template.join('、')}`} style={{ marginBottom: 12 }} />
      )}
      <Table size="small" border rowKey="size" pagination={false} data={data.rows} columns={columns} />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {`测量值单位 ${unit.label}，最多${unit.scale}位小数；更换模板后保存即显示该模板的尺码对照。`}
      </Typography.Text>
    </div>
  );
}

/** The SPU detail's tab of this folder: 尺码表. */
export function sizeChartTabs(row: EntityRow) {
  return [{ key: 'size-chart', title: '尺码表', content: <SizeChartTab spuId={String(row.id)} /> }];
}
