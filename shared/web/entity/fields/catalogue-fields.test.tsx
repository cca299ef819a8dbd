// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import type { Field } from '@entrepot/entity';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig, EntityRow } from '../config.ts';
import { EntityUiProvider } from '../entity-context.tsx';
import { EntityFormDrawer } from '../form/entity-form-drawer.tsx';
import { validateField } from '../form/validate.ts';
import { catalogueProbe, fileWire, probeLine } from '../testing/catalogue-probe-entity.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { FieldDisplay, FieldInput, fieldText } from './registry.tsx';

// Compression needs a canvas; here a picture is uploaded as it is (compress-image.test.ts covers the options).
vi.mock('../../widgets/image-compress/compress-image.ts', () => ({ compressImage: async (file: File) => file }));

const f = catalogueProbe.fields;

function withUi(node: React.ReactNode, routes: Record<string, unknown> = {}) {
  const fake = fakeHttp({ 'GET /people': [{ id: 'p1', name: '王芳' }], ...routes });
  render(<EntityUiProvider config={{ http: fake.http, lookups: { 'test.person': '/people' } }}>{node}</EntityUiProvider>);
  return fake;
}

function Controlled({ name, field, initial, onChange }: { name: string; field: Field; initial: unknown; onChange(v: unknown): void }) {
  const [value, setValue] = useState(initial);
  return (
    <FieldInput
      name={name}
      field={field}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('decimal', () => {
  it('shows the decimal exactly and emits the typed string', () => {
    withUi(<FieldDisplay name="weight" field={f.weight} value="0.100" />);
    expect(screen.getByText('0.100')).toBeTruthy();
    const onChange = vi.fn();
    withUi(<Controlled name="weight" field={f.weight} initial={null} onChange={onChange} />);
    fireEvent.change(screen.getByPlaceholderText('请输入重量'), { target: { value: '1.2345' } });
    expect(onChange).toHaveBeenLastCalledWith('1.2345');
  });
  it('the form says what the server would', () => {
    expect(validateField(f.weight, '1.2345')).toBe('重量最多3位小数');
    expect(validateField(f.weight, '-1')).toBe('重量不能小于0');
    expect(validateField(f.weight, '1.5')).toBeNull();
  });
});

describe('quantity', () => {
  it('emits an integer and checks its bounds', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="stock" field={f.stock} initial={null} onChange={onChange} />);
    const input = screen.getByPlaceholderText('请输入库存');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(validateField(f.stock, -1)).toBe('库存不能小于0');
    expect(validateField(f.stock, 1_000_000)).toBe('库存不能大于999999');
  });
});

describe('date', () => {
  it('a DatePicker that emits the calendar day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    withUi(<Controlled name="launched_on" field={f.launched_on} initial="2026-03-01" onChange={onChange} />);
    const input = screen.getByDisplayValue('2026-03-01');
    fireEvent.click(input);
    await act(async () => {});
    fireEvent.change(input, { target: { value: '2026-12-31' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await act(async () => {});
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31');
  });
});

describe('images and files', () => {
  it('the list shows the first thumbnail with the count; a click opens the image viewer on all', async () => {
    withUi(<FieldDisplay name="gallery" field={f.gallery} value={[fileWire(1), fileWire(2)]} />);
    expect(screen.getByAltText('图1.png').getAttribute('src')).toBe(`${fileWire(1).url}&thumb=1`); // the server's thumbnail
    expect(screen.queryByAltText('图2.png')).toBeNull();
    expect(screen.getByText('共2张')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看图集' }));
    const viewer = screen.getByRole('dialog', { name: '图片预览' });
    expect(viewer.querySelector(`img[src="${fileWire(1).url}"]`)).toBeTruthy(); // the viewer shows the original
    expect(screen.getByRole('status', { name: '图片计数' }).textContent).toBe('1 / 2');
    expect(fieldText(f.gallery, [fileWire(1), fileWire(2)], { name: 'gallery' })).toBe('图1.png、图2.png');
    expect(fieldText(f.gallery, [fileWire(1).id], { name: 'gallery' })).toBe('1个文件'); // the log keeps ids
  });

  it('other files are links by their names', () => {
    withUi(<FieldDisplay name="manual" field={f.manual} value={[fileWire(3, '说明书.pdf')]} />);
    expect(screen.getByText('说明书.pdf').closest('a')?.getAttribute('href')).toBe(fileWire(3).url);
  });

  it('a picture input uploads (type 5), adds the stored file and removes it again', async () => {
    const onChange = vi.fn();
    const { calls } = withUi(<Controlled name="cover" field={f.cover} initial={null} onChange={onChange} />, {
      'POST /upload-service/happo/file/upload': [{ ...fileWire(4, 'a.png'), key: '2026/11/x.png', size: 1 }],
    });
    const picked = new File(['x'], 'a.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('上传主图'), { target: { files: [picked] } });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(fileWire(4, 'a.png')));
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(form.get('type')).toBe('5');
    expect((form.get('files[]') as File).name).toBe('a.png');
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull(); // one picture at most
    fireEvent.click(screen.getByRole('button', { name: '删除a.png' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a list input keeps to its most and says so', async () => {
    const toast = vi.fn();
    const onChange = vi.fn();
    const fake = fakeHttp({
      'POST /upload-service/happo/file/upload': (_url: string, body: unknown) => (body as FormData).getAll('files[]').map((_, i) => fileWire(i + 5)),
    });
    render(
      <EntityUiProvider config={{ http: fake.http, toast }}>
        <Controlled name="gallery" field={f.gallery} initial={[fileWire(1)]} onChange={onChange} />
      </EntityUiProvider>,
    );
    const chosen = [new File(['x'], 'b.png', { type: 'image/png' }), new File(['y'], 'c.png', { type: 'image/png' })];
    await act(async () => {
      fireEvent.change(screen.getByLabelText('上传图集'), { target: { files: chosen } });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([fileWire(1), fileWire(5)]));
    expect(toast).toHaveBeenCalledWith('info', '图集最多2个');
    expect(validateField(f.gallery, [fileWire(1), fileWire(2), fileWire(3)])).toBe('图集最多2个');
    expect(validateField({ ...f.cover, required: true }, null)).toBe('请上传主图');
  });
});

describe('rich text', () => {
  it('shows the sanitised HTML; its text form is the words', () => {
    withUi(<FieldDisplay name="description" field={f.description} value="<p><strong>纯棉</strong> T恤</p>" />);
    expect(screen.getByText('纯棉').tagName).toBe('STRONG');
    expect(fieldText(f.description, '<p>纯棉<img src="/x"></p>', { name: 'description' })).toBe('纯棉 [图片]');
  });
  it('the input is the shared editor, controlled; an empty editor counts as empty', async () => {
    withUi(<Controlled name="description" field={f.description} initial="<p>旧内容</p>" onChange={vi.fn()} />);
    await act(async () => {});
    expect(document.querySelector('.ql-editor')?.textContent).toBe('旧内容');
    expect(validateField({ ...f.description, required: true }, '<p><br></p>')).toBe('请输入描述');
  });
});

describe('children', () => {
  const rows = [{ id: 'l1', name: '尺码', qty: 2, owner_id: 'p1', owner_id_title: '王芳' }];

  it('the detail shows the rows as a table through their fields renderers', () => {
    withUi(<FieldDisplay name="lines" field={f.lines} value={rows} />);
    expect(screen.getByText('属性名')).toBeTruthy();
    expect(screen.getByText('尺码')).toBeTruthy();
    expect(screen.getByText('王芳')).toBeTruthy();
    expect(screen.queryByText('SPU')).toBeNull(); // the parent's id is no column
    expect(fieldText(f.lines, rows, { name: 'lines' })).toBe('1行');
  });

  it('keeps a figure and a short title whole in their cells; a long title wraps', () => {
    const long = '一个很长很长的负责人名字，长到一栏放不下也只好换行显示';
    withUi(<FieldDisplay name="lines" field={f.lines} value={[...rows, { id: 'l2', name: '颜色', qty: 12345, owner_id: 'p2', owner_id_title: long }]} />);
    const whole = (text: string) => screen.getByText(text).closest('span[style*="nowrap"]') !== null;
    expect([whole('王芳'), whole('12,345'), whole(long)]).toEqual([true, true, false]);
  });

  it('the input edits cells in place, adds and removes rows', () => {
    const onChange = vi.fn();
    withUi(<Controlled name="lines" field={f.lines} initial={rows} onChange={onChange} />);
    fireEvent.change(screen.getByDisplayValue('尺码'), { target: { value: '颜色' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...rows[0], name: '颜色' }]);
    fireEvent.click(screen.getByRole('button', { name: /添加属性/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      { ...rows[0], name: '颜色' },
      { name: null, qty: null, owner_id: null },
    ]);
    fireEvent.click(screen.getAllByText('删除')[0]!);
    expect(onChange).toHaveBeenLastCalledWith([{ name: null, qty: null, owner_id: null }]);
  });

  it('checks each row and names it', () => {
    expect(validateField(f.lines, [{ name: 'a' }, { name: '', qty: 1 }])).toBe('第2行: 请输入属性名');
    expect(validateField({ ...f.lines, required: true }, [])).toBe('请添加属性');
    expect(probeLine.fields.spu_id.required).toBe(true); // set by the engine, never asked in the table
  });

  it('editing a record with child rows loads its detail first, and saves the rows with it', async () => {
    const listRow = { id: 's1', version: 1, created_at: '', updated_at: '', name: 'T恤' } as EntityRow;
    const fake = fakeHttp({
      'GET /people': [],
      'GET /spu/s1': { ...listRow, lines: rows },
      'PUT /spu/s1': (_url: string, body: unknown) => ({ ...listRow, ...(body as object) }),
    });
    const config: EntityConfig = {
      entity: catalogueProbe,
      http: fake.http,
      urls: { list: '/spus', detail: (id) => `/spu/${id}`, create: '/spu', update: (id) => `/spu/${id}`, remove: (id) => `/spu/${id}` },
      lookups: { 'test.person': '/people' },
      can: () => true,
      toast: vi.fn(),
    };
    render(<EntityFormDrawer config={config} record={listRow} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByDisplayValue('尺码'), { target: { value: '颜色' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await act(async () => {});
    const put = fake.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ lines: [{ ...rows[0], name: '颜色' }], version: 1 });
  });
});
