// `common/field`: the field dictionary of the product screens — every declared field of the SPU and the SKU
// (key, label, type, what the list can filter and sort on, whether it is a list column, exported, imported,
// required), read from the entity declarations, so column choosers, export pickers and the 字段设置 screen
// follow the entities without a copy. Columns the caller's column rules hide are left out; `?entity=spu|sku`
// narrows it to one entity (an unknown one answers an empty list).
import type { EntityDecl, Field } from '@entrepot/entity';
import { type DataAccess, hiddenFields } from '@entrepot/server-kit/entity';
import { sku, spu } from '../../entities/index.ts';

/** The entities of the dictionary, by the short name the query takes. */
export const FIELD_ENTITIES: Record<string, EntityDecl> = { spu, sku };

function optionsOf(field: Field): { value: string; label: string }[] | undefined {
  if (field.type === 'enum') return field.options.map((o) => ({ value: o.value, label: o.label }));
  if (field.type === 'status') return Object.entries(field.machine.states).map(([value, s]) => ({ value, label: s.label }));
  return undefined;
}

function describe(key: string, field: Field) {
  const options = optionsOf(field);
  return {
    key,
    label: field.label,
    type: field.type,
    required: field.required === true,
    filter: field.filter ?? null,
    sortable: field.sortable === true,
    list: field.list !== false && field.type !== 'children' && field.type !== 'richText',
    exported: field.exported !== false && field.type !== 'children',
    read_only: field.readOnly === true,
    ...(field.type === 'reference' ? { to: field.to } : {}),
    ...(options ? { options } : {}),
  };
}

export function commonFields(query: unknown, access: DataAccess | undefined) {
  const wanted = String((query as Record<string, unknown> | undefined)?.entity ?? '').trim();
  const names = wanted ? Object.keys(FIELD_ENTITIES).filter((n) => n === wanted) : Object.keys(FIELD_ENTITIES);
  return names.map((name) => {
    const decl = FIELD_ENTITIES[name]!;
    const hidden = hiddenFields(decl, access);
    const fields = Object.entries(decl.fields)
      .filter(([key, field]) => !field.writeOnly && !hidden.has(key))
      .map(([key, field]) => describe(key, field));
    return { entity: name, name: decl.name, label: decl.label, fields };
  });
}
