import { code, defineEntity, enabledLifecycle, money, status, text } from '@entrepot/entity';

// Sizes in cm and weights in kg are decimals with 2 places: the engine's decimal type (money, numeric(18,2),
// decimal strings on the wire, compared exactly), never floats.
const size = (label: string) => money({ label, required: true, min: '0.01' });

/** A storage specification (库位规格): the inner size and load of a kind of storage location. */
export const storageSpec = defineEntity({
  name: 'wms.storageSpec',
  table: 'wms.storage_specs',
  label: '库位规格',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: code({ label: '规格编码', max: 20, pattern: 'GG{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '规格名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    length: size('长(cm)'),
    width: size('宽(cm)'),
    height: size('高(cm)'),
    max_weight: size('承重(kg)'),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
