import { Modal, Select, Typography } from '@arco-design/web-react';
import { spu } from '@entrepot/module-catalogue/entities';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import type { ReactNode } from 'react';
import { sizeChartUrls } from './size-chart-urls.ts';

interface Template {
  id: string;
  name: string;
  enabled: boolean;
}
interface ApplyAnswer {
  applied: number;
  skipped: number;
  results: { spu_id: string; code: string | null; applied: boolean; reason: string | null }[];
}

/** What 应用 did, SPU by SPU where it left one alone (the template lacks its sizes, no sizes at all…). */
function outcome(answer: ApplyAnswer): ReactNode {
  const skipped = answer.results.filter((r) => !r.applied);
  return (
    <div>
      <Typography.Paragraph>
        已应用 {answer.applied} 个SPU{skipped.length ? `，${skipped.length} 个未应用：` : '。'}
      </Typography.Paragraph>
      {skipped.map((r) => (
        <div key={r.spu_id}>{`${r.code ?? r.spu_id}：${r.reason}`}</div>
      ))}
    </div>
  );
}

/**
 * 批量应用尺码模板 of the SPU list (`PUT spusizelist/{template}` with the checked SPUs): asks for the template,
 * then says which SPUs took it and why the others did not. Hidden without `catalogue.spu.update`.
 */
export function useApplySizeTemplate() {
  const { http, bridge } = useArea();
  const can = useCan();
  return (list: EntityList) => {
    if (!can(spu.permission('update'))) return [];
    const run = async () => {
      if (list.selectedKeys.length === 0) {
        bridge.toast('warning', '请先勾选记录');
        return;
      }
      // The enabled templates as an SPU's chart offers them (an SPU editor may not hold the templates' read code).
      const offered = (await http.get<{ template_options: Template[] }>(sizeChartUrls.chart(String(list.selectedKeys[0])))).template_options;
      const templates = offered.filter((t) => t.enabled);
      let chosen = '';
      Modal.confirm({
        title: `为选中的 ${list.selectedKeys.length} 个SPU应用尺码模板`,
        content: (
          <Select
            aria-label="尺码模板"
            placeholder="请选择尺码模板"
            options={templates.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(v: string) => {
              chosen = v;
            }}
          />
        ),
        onOk: async () => {
          if (!chosen) {
            bridge.toast('warning', '请选择尺码模板');
            throw new Error('no template');
          }
          const answer = await http.put<ApplyAnswer>(sizeChartUrls.apply(chosen), { spu_ids: list.selectedKeys });
          Modal.info({ title: '应用尺码模板', content: outcome(answer) });
          list.setSelectedKeys([]);
          list.refresh();
        },
      });
    };
    return [{ key: 'size-template', label: '批量应用尺码模板', onClick: () => void run() }];
  };
}
