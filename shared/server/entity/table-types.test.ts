// The engine's tables are typed by their declarations (README §9): checked by the type checker (`tsc` runs over
// the tests in CI), each `expectTypeOf` failing the build when a column's type drifts.
import { datetime, defineEntity, json, money, number, reference, references, shapeOf, text } from '@entrepot/entity';
import { eq } from 'drizzle-orm';
import { bigint } from 'drizzle-orm/pg-core';
import { describe, expectTypeOf, it } from 'vitest';
import type { Executor } from '../db/database.ts';
import type { WriteInput } from './service.ts';
import { tableOf } from './table.ts';
import type { WriteRules } from './write-rules.ts';

const shelf = defineEntity({
  name: 'probe.typedShelf',
  table: 'probe.typed_shelves',
  label: '货架',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 20, required: true }) },
});
const box = defineEntity({
  name: 'probe.typedBox',
  table: 'probe.typed_boxes',
  label: '箱',
  titleField: 'label',
  fields: {
    label: text({ label: '箱号', max: 20, required: true }),
    note: text({ label: '备注', max: 50 }),
    price: money({ label: '价格', required: true }),
    qty: number({ label: '数量' }),
    packed_at: datetime({ label: '装箱时间' }),
    shelf_id: reference({ label: '货架', to: 'probe.typedShelf' }),
    tags: references({ label: '标签', to: 'probe.typedShelf' }),
    extra: json({ label: '附加', check: () => null }),
    sizes: json({ label: '尺码', check: shapeOf<{ size: string; qty: number }[]>(() => null) }),
  },
});
const shelves = tableOf(shelf);
const boxes = tableOf(box, { hash: bigint('hash', { mode: 'bigint' }) });

// Never called: the statements are built for their types only.
async function selects(exec: Executor) {
  const [row] = await exec.select().from(boxes);
  const joined = await exec.select({ label: boxes.label, shelf: shelves.name }).from(boxes).leftJoin(shelves, eq(shelves.id, boxes.shelf_id));
  return { row: row!, joined: joined[0]! };
}
type Selected = Awaited<ReturnType<typeof selects>>;

describe('tableOf typed by its declaration', () => {
  it('reads a required field as never null, an optional one as nullable, each as its stored value', () => {
    expectTypeOf<Selected['row']['id']>().toEqualTypeOf<string>();
    expectTypeOf<Selected['row']['label']>().toEqualTypeOf<string>();
    expectTypeOf<Selected['row']['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selected['row']['price']>().toEqualTypeOf<string>(); // money: decimal text, never a float
    expectTypeOf<Selected['row']['qty']>().toEqualTypeOf<number | null>();
    expectTypeOf<Selected['row']['packed_at']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Selected['row']['tags']>().toEqualTypeOf<string[]>();
    expectTypeOf<Selected['row']['extra']>().toEqualTypeOf<unknown>();
    expectTypeOf<Selected['row']['sizes']>().toEqualTypeOf<{ size: string; qty: number }[] | null>(); // its check's shape
    expectTypeOf<Selected['row']['created_at']>().toEqualTypeOf<Date>();
  });

  it('keeps a server-only column its own type, and types a left join side as nullable', () => {
    expectTypeOf<Selected['row']['hash']>().toEqualTypeOf<bigint | null>();
    expectTypeOf<Selected['joined']['label']>().toEqualTypeOf<string>();
    expectTypeOf<Selected['joined']['shelf']>().toEqualTypeOf<string | null>();
  });

  it('asks an insert for the required fields only', () => {
    type Insert = typeof boxes.$inferInsert;
    expectTypeOf<{ id: string; label: string; price: string }>().toExtend<Insert>();
    expectTypeOf<{ id: string; label: string }>().not.toExtend<Insert>();
  });
});

describe('a write names the declaration fields only', () => {
  it("refuses a key the entity does not declare in a service's input and a rule's", () => {
    expectTypeOf<{ label: string; qty: number }>().toExtend<WriteInput<typeof box>>();
    // @ts-expect-error: a misspelt field, which the table would drop unnoticed
    const misspelt: WriteInput<typeof box> = { lable: 'B-1' };
    type Derive = NonNullable<WriteRules<typeof box>['derive']>;
    // @ts-expect-error: a rule reading a field the entity does not declare
    const reads: Derive = async (_exec, input) => ({ code: input.shelf });
    return { misspelt, reads };
  });
});
