// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { enumOf, type Field } from '@entrepot/entity';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EntityUiProvider } from '../entity-context.tsx';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow } from '../testing/probe-entity.ts';
import { InvalidJson } from './json.tsx';
import { FieldDisplay, FieldInput, fieldText, fieldUis } from './registry.tsx';

const f = probe.fields;
const row = probeRow();

// Arco's date pickers finish closing 100 ms after they unmount (DatePicker/picker.js): let those timers run
// while the DOM still exists, or on a busy machine they fire after the environment is gone.
afterAll(() => new Promise((settled) => setTimeout(settled, 150)));

function withUi(node: React.ReactNode, routes: Record<string, unknown> = {}, extraLookups: Record<string, string> = {}) {
  const { http, calls } = fakeHttp(routes);
  const lookups = { 'test.person': '/people', 'test.tag': '/tags', ...extraLookups };
  render(<EntityUiProvider config={{ http, lookups }}>{node}</EntityUiProvider>);
  return calls;
}

function display(name: string, field: Field, value: unknown, r = row) {
  return withUi(<FieldDisplay name={name} field={field} value={value} row={r} />);
}

/** An input kept in state, reporting every change. */
function Controlled({ name, field, initial, onChange }: { name: string; field: Field; initial: unknown; onChange(v: unknown): void }) {
  const [value, setValue] = useState(initial);
  return (
    <FieldInput
      name={name}
      field={field}
      value={value}
      row={row}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function openSelect() {
  fireEvent.click(document.querySelector('.arco-select-view') as HTMLElement);
}

async function pickOption(label: string) {
  await act(async () => {});
  fireEvent.click(await screen.findByText(label, { selector: '.arco-select-option, .arco-select-option *' }));
}

describe('the registry', () => {
  it('covers the closed set of field types', () => {
    expect(Object.keys(fieldUis).sort()).toEqual([
      'boolean',
      'children',
      'code',
      'date',
      'datetime',
      'decimal',
      'enum',
      'file',
      'files',
      'json',
      'money',
      'number',
      'quantity',
      'reference',
      'references',
      'richText',
      'status',
      'text',
    ]);
  });
});

describe('text', () => {
  it('renders the text, or - when empty', () => {
    display('name', f.name, '纸箱');
    expect(screen.getByText('纸箱')).toBeTruthy();
    expect(fieldText(f.name, null, { name: 'name' })).toBe('');
  });
  it('input emits the typed text', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="name" field={f.name} initial="" onChange={onChange} />);
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '木箱' } });
    expect(onChange).toHaveBeenLastCalledWith('木箱');
  });
});

describe('code', () => {
  it('renders the code with a copy button', () => {
    display('code', f.code, 'PB0001');
    expect(screen.getByText('PB0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
  });
  it('input says a blank code is generated', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="code" field={f.code} initial="" onChange={onChange} />);
    fireEvent.change(screen.getByPlaceholderText('留空自动生成'), { target: { value: 'PB9' } });
    expect(onChange).toHaveBeenLastCalledWith('PB9');
  });
});

describe('quantity', () => {
  const pieces = { type: 'quantity', label: '件数', negative: true } as Field;
  it('renders in groups of three (the value stays a number)', () => {
    display('pieces', pieces, 1234567);
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(fieldText(pieces, -2500, { name: 'pieces' })).toBe('-2,500');
    expect(fieldText(pieces, 999, { name: 'pieces' })).toBe('999');
  });
});

describe('money', () => {
  const price = { type: 'money', label: '单价' } as Field;
  it('renders grouped with two places, without a float', () => {
    display('price', price, '1234567.5');
    expect(screen.getByText('1,234,567.50')).toBeTruthy();
    expect(fieldText(price, '0.1', { options: () => [] } as never)).toBe('0.10');
  });
  it('input emits the decimal string', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="price" field={price} initial={null} onChange={onChange} />);
    fireEvent.change(screen.getByPlaceholderText('请输入单价'), { target: { value: '19.99' } });
    expect(onChange).toHaveBeenLastCalledWith('19.99');
  });
});

describe('date', () => {
  const day = { type: 'date', label: '生效日期' } as Field;
  it('renders the day as sent, whatever the browser zone', () => {
    display('day', day, '2026-03-01');
    expect(screen.getByText('2026-03-01')).toBeTruthy();
    expect(fieldText(day, null, { name: 'day' })).toBe('');
  });
});

describe('number', () => {
  it('renders the number', () => {
    display('qty', f.qty, 12);
    expect(screen.getByText('12')).toBeTruthy();
  });
  it('input emits a number', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="qty" field={f.qty} initial={null} onChange={onChange} />);
    const input = screen.getByPlaceholderText('请输入数量');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(42);
  });
});

describe('boolean', () => {
  it('renders 是 / 否', () => {
    display('enabled', f.enabled, false);
    expect(screen.getByText('否')).toBeTruthy();
    expect(fieldText(f.enabled, true, { name: 'enabled' })).toBe('是');
  });
  it('input is a switch', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="enabled" field={f.enabled} initial={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('enum', () => {
  it('renders the option label', () => {
    display('kind', f.kind, 'b');
    expect(screen.getByText('乙')).toBeTruthy();
    expect(screen.getByText('乙').parentElement?.querySelector('[data-color]')).toBeNull();
  });
  it('renders an option declaring a colour with its dot, as a state', () => {
    const kinds = enumOf({ label: '异常类型', options: [{ value: 'short', label: '短少', color: 'orange' }] });
    display('kind', kinds, 'short');
    expect(screen.getByText('短少').parentElement?.querySelector('[data-color]')?.getAttribute('data-color')).toBe('orange');
  });
  it('input picks an option value', async () => {
    const onChange = vi.fn();
    withUi(<Controlled name="kind" field={f.kind} initial={null} onChange={onChange} />);
    openSelect();
    await pickOption('甲');
    expect(onChange).toHaveBeenLastCalledWith('a');
  });
});

describe('status', () => {
  it('renders a status dot in the state colour with its label', () => {
    display('status', f.status, 'active');
    const label = screen.getByText('生效');
    expect(label.parentElement?.querySelector('[data-color]')?.getAttribute('data-color')).toBe('green');
  });
  it('input shows the state and stays fixed for a read-only status', () => {
    withUi(<Controlled name="status" field={f.status} initial="closed" onChange={vi.fn()} />);
    expect(screen.getByText('已关闭')).toBeTruthy();
    expect(document.querySelector('.arco-select-disabled')).toBeTruthy();
  });
});

describe('reference', () => {
  it('renders the title the row carries, or a looked-up title', () => {
    display('owner_id', f.owner_id, row.owner_id);
    expect(screen.getByText('王芳')).toBeTruthy();
    expect(fieldText(f.owner_id, 'p2', { name: 'owner_id', titleOf: (v) => (v === 'p2' ? '李强' : undefined) })).toBe('李强');
  });
  it('input picks from the lookup URL', async () => {
    const onChange = vi.fn();
    const calls = withUi(<Controlled name="owner_id" field={f.owner_id} initial={null} onChange={onChange} />, {
      'GET /people': { list: [{ id: 'p2', name: '李强' }] },
    });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/people'));
    openSelect();
    await pickOption('李强');
    expect(onChange).toHaveBeenLastCalledWith('p2');
  });
});

describe('reference to a large entity (a search: lookup)', () => {
  it('asks the server as one types, with the current value, and offers its answer', async () => {
    const onChange = vi.fn();
    const calls = withUi(
      <Controlled name="owner_id" field={f.owner_id} initial="p1" onChange={onChange} />,
      {
        'GET /people/options': (_url: string, _b: unknown, o?: { params?: Record<string, unknown> }) =>
          o?.params?.q === '李' ? [{ id: 'p2', name: '李强' }] : [],
      },
      { 'test.person': 'search:/people/options' },
    );
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ q: '', ids: 'p1', limit: 50 }));
    openSelect();
    const input = document.querySelector('.arco-select-view input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '李' } });
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ q: '李' }), { timeout: 2000 });
    // The answer's choices are offered (with the current value's title the row carries).
    await waitFor(() => expect([...document.querySelectorAll('.arco-select-option')].map((o) => o.textContent)).toEqual(['李强', '王芳']), { timeout: 2000 });
    expect(calls.every((c) => c.url === '/people/options')).toBe(true); // never the whole list
  });
});

describe('references', () => {
  it('renders the titles as tags', () => {
    display('tags', f.tags, row.tags);
    expect(screen.getByText('易碎')).toBeTruthy();
    expect(screen.getByText('重货')).toBeTruthy();
    expect(fieldText(f.tags, ['fragile', 'heavy'], { name: 'tags', row })).toBe('易碎、重货');
  });
  it('input adds a value by its key (here the code)', async () => {
    const onChange = vi.fn();
    withUi(<Controlled name="tags" field={f.tags} initial={['fragile']} onChange={onChange} />, {
      'GET /tags': [
        { id: 't1', code: 'fragile', name: '易碎' },
        { id: 't3', code: 'cold', name: '冷藏' },
      ],
    });
    expect(screen.getByText('易碎')).toBeTruthy();
    openSelect();
    await pickOption('冷藏');
    expect(onChange).toHaveBeenLastCalledWith(['fragile', 'cold']);
  });
});

describe('datetime', () => {
  it('renders Asia/Shanghai time', () => {
    display('due_at', f.due_at, '2026-11-30T04:00:00Z');
    expect(screen.getByText('2026-11-30 12:00:00')).toBeTruthy();
  });
  it('input shows Shanghai wall time and emits ISO UTC', async () => {
    const onChange = vi.fn();
    withUi(<Controlled name="due_at" field={f.due_at} initial="2026-11-30T04:00:00Z" onChange={onChange} />);
    const input = screen.getByDisplayValue('2026-11-30 12:00:00');
    fireEvent.click(input);
    await act(async () => {});
    fireEvent.change(input, { target: { value: '2026-12-01 08:30:00' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await act(async () => {});
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01T00:30:00Z');
  });
});

describe('json', () => {
  it("renders the data in a person's words, never as JSON", () => {
    display('meta', f.meta, { 尺码: 'L', 颜色: ['白', '黑'] });
    expect(screen.getByText('尺码: L，颜色: 白、黑')).toBeTruthy();
    expect(fieldText(f.meta, { 尺码: 'L' }, { name: 'meta' })).toBe('尺码: L');
  });
  it('input emits the parsed value, or InvalidJson while the text does not parse', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="meta" field={f.meta} initial={null} onChange={onChange} />);
    const area = screen.getByPlaceholderText('请输入附加信息（JSON）');
    fireEvent.change(area, { target: { value: '{"size":' } });
    expect(onChange.mock.lastCall?.[0]).toBeInstanceOf(InvalidJson);
    fireEvent.change(area, { target: { value: '{"size":"M"}' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: 'M' });
  });
});
