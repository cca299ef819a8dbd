import { Input, Modal } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { compressImage } from '@entrepot/web/widgets';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { sampleUrls, spuDetailPath } from './sample-urls.ts';

interface Converted {
  spu: { id: string; code: string };
}

/**
 * The sample list's own actions: 转为SPU (asks first, with an optional SPU code; then opens the new SPU) and
 * 上传图片 (pictures compressed, then `sample/upload` with the sample's id: they join its pictures).
 */
export function useSampleActions() {
  const { http, bridge } = useArea();
  const [, navigate] = useLocation();
  const fileInput = useRef<HTMLInputElement>(null);
  /** The sample the file picker was opened for, and how to refresh its list afterwards. */
  const uploadTarget = useRef<{ id: string; reload: () => void } | null>(null);

  const toSpu = (row: EntityRow, reload: () => void) => {
    let code = '';
    Modal.confirm({
      title: `样品 ${String(row['code'])} 转为SPU`,
      content: (
        <div>
          <p>
            将用样品「{String(row['name'])}」的名称、分类、开发人员和图片新建一个SPU（币种为人民币时成本价带入SKU），样品状态变为「已转SPU」，此操作不能撤销。
          </p>
          <Input
            aria-label="SPU编码"
            placeholder="SPU编码，留空自动生成"
            onChange={(v) => {
              code = v.trim().toUpperCase();
            }}
          />
        </div>
      ),
      okText: '确定转为SPU',
      onOk: async () => {
        const done = await http.post<Converted>(sampleUrls.toSpu, { id: row.id, ...(code ? { code } : {}) });
        bridge.toast('success', `已转为SPU ${done.spu.code}`);
        reload();
        navigate(spuDetailPath(done.spu.id));
      },
    });
  };

  const send = async (files: File[]) => {
    const target = uploadTarget.current;
    if (!target || files.length === 0) return;
    const form = new FormData();
    form.append('id', target.id);
    for (const file of await Promise.all(files.map(compressImage))) form.append('files[]', file);
    await http.post(sampleUrls.upload, form);
    bridge.toast('success', '图片已上传');
    target.reload();
  };
  const chooseFiles = (row: EntityRow, reload: () => void) => {
    uploadTarget.current = { id: row.id, reload };
    fileInput.current?.click();
  };

  return { toSpu, chooseFiles, send, fileInput };
}
