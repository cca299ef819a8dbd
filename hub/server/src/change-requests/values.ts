// A changeable field's values (ChangeRequestDecl.fields): the current one read off the target's row, a new one
// checked by the target's own field rules (money and decimals as strings at their scale, required texts,
// lengths, sanitised HTML), and how both read to people (a reference's title, an enum's label, rich text's words).
import { type ChangeField, type ChangeRequestDecl, choicesOf, type EntityDecl, type Field, sameValue } from '@entrepot/entity';
import type { Executor } from '@entrepot/server-kit/db';
import { type EntityService, updateSchema } from '@entrepot/server-kit/entity';
import type { z } from 'zod';

type Row = Record<string, unknown>;

/** A stored value as a line keeps it: a string, or null when empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** A decimal text padded to `scale` places (it passed the field's check: never more places than that). */
const atScale = (text: string, scale: number) => {
  const [whole, fraction = ''] = text.split('.');
  return scale === 0 ? whole! : `${whole}.${fraction.padEnd(scale, '0')}`;
};

const scaleOf = (declared: Field): number | null => (declared.type === 'money' ? 2 : declared.type === 'decimal' ? declared.scale : null);

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The fields of one request declaration, by key and by label, with their checks. */
export class ChangeValues {
  private readonly byKey: Map<string, ChangeField>;
  private readonly schemas = new Map<string, z.ZodType>();

  readonly decl: ChangeRequestDecl;

  constructor(decl: ChangeRequestDecl) {
    this.decl = decl;
    this.byKey = new Map(decl.fields.map((f) => [f.key, f]));
    for (const [key, t] of Object.entries(decl.targets)) this.schemas.set(key, updateSchema(t.entity));
  }

  fieldOf = (key: string): ChangeField | undefined => this.byKey.get(key);
  /** The field by its key (`sku.sale_price`) or its label (`销售价`) among a target's: how a spreadsheet names it. */
  fieldNamed = (name: string, target: string): ChangeField | undefined => {
    const f = this.byKey.get(name) ?? this.decl.fields.find((x) => x.target === target && x.label === name);
    return f?.target === target ? f : undefined;
  };
  entityOf = (f: ChangeField): EntityDecl => this.decl.targets[f.target]!.entity;
  declared = (f: ChangeField): Field => this.entityOf(f).fields[f.field]!;

  /** The new value as the field writes it, or the field's own refusal. */
  check(f: ChangeField, raw: unknown): { value: string | null } | { error: string } {
    const schema = (this.schemas.get(f.target) as z.ZodObject).shape[f.field] as z.ZodType;
    const parsed = schema.safeParse(raw === '' ? null : raw);
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? `${f.label}格式不正确` };
    const value = valueText(parsed.data);
    const scale = scaleOf(this.declared(f));
    return { value: value !== null && scale !== null ? atScale(value, scale) : value };
  }

  /** Two values alike as a person reads them ('18.50' = '18.5'). */
  same = (a: string | null, b: string | null): boolean => sameValue(a, b);

  /** The current value of the field on its target's row. */
  current = (f: ChangeField, row: Row): string | null => valueText(row[f.field]);

  /** How a value reads (500 characters at most): `titles` holds the referenced records' titles by id. */
  display(f: ChangeField, value: string | null, titles: Map<string, string>): string | null {
    if (value === null) return null;
    const declared = this.declared(f);
    let text = value;
    if (declared.type === 'reference') text = titles.get(value) ?? value;
    else if (declared.type === 'enum') text = choicesOf(declared).find((c) => c.value === value)?.label ?? value;
    else if (declared.type === 'richText') text = plain(value);
    return text.length > 500 ? `${text.slice(0, 499)}…` : text;
  }

  /** The titles of the records these reference values name (through the target's service: its registry). */
  async titles(exec: Executor, service: EntityService, values: { field: string; value: unknown }[]): Promise<Map<string, string>> {
    const rows = values.filter((v) => v.value).map((v) => ({ [v.field]: v.value }));
    const titled = rows.length ? await service.expand(exec, rows) : [];
    return new Map(titled.flatMap((r, i) => Object.entries(rows[i]!).map(([k, id]) => [String(id), String(r[`${k}_title`] ?? id)] as const)));
  }
}
