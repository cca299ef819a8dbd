import { Button, InputNumber, Modal, Table } from '@arco-design/web-react';
import { omsResources as R } from '@entrepot/module-oms/entities';
import { urlsOf, useArea } from '@entrepot/web/area';
import type { EntityList, EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useCommand } from '../use-command.ts';

type Line = { id: string; platform_sku: string; sku_code: string | null; quantity: number };
const MAX_PACKAGES = 20;

/** 拆分: each line's units spread over packages (columns); every unit in exactly one, at least two packages used. */
export function SplitModal({ target, onClose }: { target: { row: EntityRow; list: EntityList } | null; onClose(): void }) {
  const { http } = useArea();
  const command = useCommand();
  const [lines, setLines] = useState<Line[]>([]);
  const [parts, setParts] = useState<number[][]>([]);
  useEffect(() => {
    if (!target) return;
    void http.get<EntityRow & { lines: Line[] }>(urlsOf(R.order).detail(String(target.row.id))).then((o) => {
      setLines(o.lines);
      setParts([o.lines.map((l) => l.quantity), o.lines.map(() => 0)]);
    });
  }, [http, target]);
  const left = lines.map((l, i) => l.quantity - parts.reduce((sum, p) => sum + (p[i] ?? 0), 0));
  const set = (pi: number, li: number, v: number) => setParts((ps) => ps.map((p, i) => (i === pi ? p.map((q, j) => (j === li ? v : q)) : p)));
  const submit = async () => {
    if (!target) return;
    const packages = parts.map((p) => p.map((quantity, i) => ({ line_id: lines[i]!.id, quantity })).filter((x) => x.quantity > 0));
    await command('orders/split', { id: target.row.id, packages }, target.list, (a: { packages: string[] }) => `已拆分为 ${a.packages.length} 个包裹`);
    onClose();
  };
  const columns = [
    { title: 'SKU', render: (_: unknown, l: Line) => l.sku_code || l.platform_sku },
    { title: '数量', dataIndex: 'quantity' },
    ...parts.map((_, pi) => ({
      title: `包裹 ${pi + 1}`,
      render: (_: unknown, l: Line, li: number) => (
        <InputNumber size="small" min={0} max={l.quantity} value={parts[pi]![li]} onChange={(v) => set(pi, li, Number(v ?? 0))} />
      ),
    })),
    { title: '未分配', render: (_: unknown, _l: Line, li: number) => <span style={{ color: left[li] ? 'rgb(var(--red-6))' : undefined }}>{left[li]}</span> },
  ];
  return (
    <Modal
      title={`拆分订单 ${String(target?.row.code ?? '')}`}
      visible={target !== null}
      style={{ width: 760 }}
      onCancel={onClose}
      onOk={submit}
      okText="拆分"
      okButtonProps={{ disabled: left.some((n) => n !== 0) }}
    >
      <Table rowKey="id" size="small" pagination={false} data={lines} columns={columns} />
      <Button style={{ marginTop: 12 }} size="small" disabled={parts.length >= MAX_PACKAGES} onClick={() => setParts((ps) => [...ps, lines.map(() => 0)])}>
        添加包裹
      </Button>
    </Modal>
  );
}
