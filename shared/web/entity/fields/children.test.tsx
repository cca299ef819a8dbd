// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { children, defineEntity, quantity, reference, text } from '@entrepot/entity';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityUiProvider } from '../entity-context.tsx';
import { fakeHttp } from '../testing/fake-http.ts';
import { probeRow } from '../testing/probe-entity.ts';
import { FieldDisplay, FieldInput } from './registry.tsx';

const line = defineEntity({
  name: 'test.line',
  table: 'test.lines',
  label: '明细',
  titleField: 'sku_code',
  fields: {
    doc_id: reference({ label: '单据', to: 'test.doc', required: true }),
    // The id the form picks (a select of another module's lines); the detail shows the fields beside it.
    source_id: reference({ label: '来源明细', to: 'test.source', required: true, list: false, narrowBy: { supplier_id: 'supplier_id' } }),
    sku_code: text({ label: 'SKU编码', max: 40, readOnly: true }),
    quantity: quantity({ label: '数量', required: true }),
  },
});
const lines = children({ label: '明细', entity: line, foreignKey: 'doc_id', max: 10 });

describe('a document’s lines shown read-only', () => {
  it('show every line field but the foreign key and those kept out of lists', () => {
    const { http } = fakeHttp({});
    const value = [{ id: 'l1', source_id: '01a221c8-db36-7252-b967-f2c4da2fb71a', sku_code: 'HD001-BLK-XXL', quantity: 60 }];
    render(
      <EntityUiProvider config={{ http, lookups: {} }}>
        <FieldDisplay name="lines" field={lines} value={value} row={probeRow()} />
      </EntityUiProvider>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SKU编码', '数量']);
    expect(screen.getByText('HD001-BLK-XXL')).toBeTruthy();
    expect(screen.queryByText(/01a221c8/)).toBeNull();
  });
});

describe('a document’s lines written', () => {
  it('narrow a line’s searched select by the document’s values as they are now (narrowBy)', async () => {
    const { http, calls } = fakeHttp({ 'GET /sources': [{ id: 's1', title: 'PO1 · HD001' }] });
    const value = [{ quantity: 1 }];
    render(
      <EntityUiProvider config={{ http, lookups: { 'test.source': 'search:/sources' } }}>
        <FieldInput name="lines" field={lines} value={value} onChange={() => {}} context={{ supplier_id: 'sup-9' }} />
      </EntityUiProvider>,
    );
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/sources?supplier_id=sup-9'));
  });

  it('say in an empty cell what the page hints for that line (lineHints), else what to enter', () => {
    const { http } = fakeHttp({ 'GET /sources': [] });
    const value = [
      { quantity: null, source_id: null },
      { quantity: null, source_id: null, hinted: true },
    ];
    render(
      <EntityUiProvider config={{ http, lookups: { 'test.source': 'search:/sources' } }}>
        <FieldInput
          name="lines"
          field={lines}
          value={value}
          onChange={() => {}}
          lineHints={(key, row) => (key === 'quantity' && row.hinted ? '按报价 12.50' : undefined)}
        />
      </EntityUiProvider>,
    );
    expect(screen.getAllByPlaceholderText('请输入数量')).toHaveLength(1);
    expect(screen.getAllByPlaceholderText('按报价 12.50')).toHaveLength(1);
    // What the server fills (SKU编码) has no column until a line has it.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('SKU编码');
  });

  it('show what the server filled once a line has it', () => {
    const { http } = fakeHttp({ 'GET /sources': [] });
    render(
      <EntityUiProvider config={{ http, lookups: { 'test.source': 'search:/sources' } }}>
        <FieldInput name="lines" field={lines} value={[{ quantity: 2, source_id: null, sku_code: 'HD001-BLK-XXL' }]} onChange={() => {}} />
      </EntityUiProvider>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('SKU编码');
    expect(screen.getByText('HD001-BLK-XXL')).toBeTruthy();
  });
});
