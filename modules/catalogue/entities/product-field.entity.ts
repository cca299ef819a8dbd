import { boolean, children, defineEntity, enumOf, number, reference, text } from '@entrepot/entity';

/**
 * The types a custom product field (自定义字段) is declared with, once (the type is immutable: stored values
 * would no longer fit another one). The select types choose from the field's options.
 */
export const productFieldTypes = [
  { value: 'text', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'select', label: '下拉单选' },
  { value: 'multi', label: '下拉多选' },
  { value: 'date', label: '日期' },
  { value: 'boolean', label: '是否' },
] as const;

export type ProductFieldType = (typeof productFieldTypes)[number]['value'];

/** The types whose values are chosen from the field's options (which they require). */
export const SELECT_FIELD_TYPES: readonly ProductFieldType[] = ['select', 'multi'];

/** A field key: lower-case letters, digits and `_`, starting with a letter (`fabric_weight`). */
export const checkFieldKey = (v: string) => (/^[a-z][a-z0-9_]*$/.test(v) ? null : '字段编码只能是小写字母、数字和下划线，以字母开头');

/** One option of a select field (成人, 儿童…), owned by the field and edited in its form. */
export const productFieldOption = defineEntity({
  name: 'catalogue.productFieldOption',
  table: 'catalogue.product_field_options',
  label: '选项',
  titleField: 'value',
  fields: {
    field_id: reference({ label: '字段', to: 'catalogue.productField', required: true, filter: 'equal' }),
    value: text({ label: '选项', max: 50, required: true }),
    sort: number({ label: '排序', min: 0, max: 9999 }),
  },
});

/**
 * A custom product field (自定义字段) the business adds without a release — 适用人群, 面料克重, 是否带电, 认证编号 —
 * filled per SPU (its 扩展字段 tab, `field-product/{id}`, the `field-upload` import). With a category it applies
 * to the SPUs of that category and its sub-categories only.
 */
export const productField = defineEntity({
  name: 'catalogue.productField',
  table: 'catalogue.product_fields',
  label: '自定义字段',
  titleField: 'name',
  naturalKey: ['key'],
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    name: text({ label: '字段名称', max: 30, required: true, unique: true, filter: 'like', sortable: true }),
    key: text({ label: '字段编码', max: 40, required: true, unique: true, immutable: true, filter: 'like', sortable: true, check: checkFieldKey }),
    type: enumOf({ label: '类型', options: productFieldTypes, required: true, immutable: true, filter: 'equal' }),
    options: children({ label: '选项', entity: productFieldOption, foreignKey: 'field_id', orderBy: 'sort', max: 200 }),
    required: boolean({ label: '必填', default: false, filter: 'equal' }),
    category_id: reference({ label: '适用分类', to: 'catalogue.category', filter: 'equal', mustExist: '分类不存在' }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
