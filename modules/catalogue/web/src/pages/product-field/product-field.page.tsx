import { Button, Typography } from '@arco-design/web-react';
import { productField } from '@entrepot/module-catalogue/entities';
import { useArea, useCan, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, FieldInput } from '@entrepot/web/entity';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { productFieldUrls } from './product-field-urls.ts';

/** The options' editable table, with what it is for (the form shows it for every type; the server refuses misuse). */
const FORM_SLOTS: EntityListSlots['form'] = {
  inputs: {
    options: (props) => (
      <div style={{ width: '100%' }}>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
          仅下拉单选、下拉多选需要选项（至少一个，不能重复）；SPU已使用的选项不能删除或修改
        </Typography.Text>
        <FieldInput {...props} />
      </div>
    ),
  },
};

/**
 * 商品资料 → 字段设置 (`#/commodity/information/field-set`): the custom product fields (自定义字段) — filters 字段名称,
 * 字段编码, 类型, 必填, 适用分类, 启用; 新增/编辑 in the drawer (选项 as an editable list for the select types; 字段编码 and
 * 类型 fixed once created); 停用/启用; 删除 (refused while SPUs hold values); the detail with its operation log. The
 * SPU detail's 扩展字段 tab fills them per SPU.
 */
export function ProductFieldPage() {
  const config = useEntityConfig(productField, productFieldUrls, PRODUCT_LOOKUPS);
  const { http, bridge } = useArea();
  const canUpdate = useCan()(productField.permission('update'));
  const slots: EntityListSlots = {
    form: FORM_SLOTS,
    rowActions: (row, list) =>
      canUpdate && (
        <Button
          type="text"
          size="mini"
          onClick={async () => {
            const enabled = !row['enabled'];
            await http.put(productFieldUrls.update(String(row.id)), { version: row['version'], enabled });
            bridge.toast('success', enabled ? '已启用' : '已停用');
            list.refresh();
          }}
        >
          {row['enabled'] ? '停用' : '启用'}
        </Button>
      ),
  };
  return (
    <div className="catalogue-product-field-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
