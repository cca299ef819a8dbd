import { describe, expectTypeOf, it } from 'vitest';
import { defineEntity } from './define-entity.ts';
import { boolean, files, money, number, reference, references, status, text } from './fields.ts';
import { enabledLifecycle } from './machine.ts';
import type { FileOnWire, RowOf } from './row.ts';

const supplier = defineEntity({
  name: 'purchase.supplier',
  table: 'purchase.suppliers',
  label: '供应商',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 50, required: true }),
    credit: money({ label: '授信额度' }),
    lead_days: number({ label: '交期(天)' }),
    taxed: boolean({ label: '含税' }),
    currency_id: reference({ label: '币种', to: 'finance.currency' }),
    buyer_ids: references({ label: '采购员', to: 'admin.staff' }),
    licences: files({ label: '执照' }),
    status: status({ label: '状态', machine: enabledLifecycle }),
  },
});

describe('RowOf', () => {
  it('types each field as the wire carries it: money as a decimal string, references with their titles', () => {
    type Row = RowOf<typeof supplier>;
    expectTypeOf<Row['id']>().toEqualTypeOf<string>();
    expectTypeOf<Row['version']>().toEqualTypeOf<number>();
    expectTypeOf<Row['credit']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['lead_days']>().toEqualTypeOf<number | null>();
    expectTypeOf<Row['taxed']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<Row['buyer_ids']>().toEqualTypeOf<string[] | null>();
    expectTypeOf<Row['licences']>().toEqualTypeOf<FileOnWire[] | null>();
    expectTypeOf<Row['currency_id_title']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Row['buyer_ids_titles']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Row>().not.toHaveProperty('nope');
  });
});
