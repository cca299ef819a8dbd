import { skuCustoms } from '@entrepot/module-catalogue/entities';
import { FileToolbar, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, type InputProps } from '@entrepot/web/entity';
import { useEffect, useMemo } from 'react';
import { SKU_EXTRAS_LOOKUPS, skuCustomsUrls, skuExtrasUrls } from './sku-extras-urls.ts';

/** The form's SKU: always the detail's SKU (set on create, shown as its code). */
function ThisSku({ skuId, code, value, onChange }: InputProps & { skuId: string; code: string }) {
  useEffect(() => {
    if (value !== skuId) onChange(skuId);
  }, [value, skuId, onChange]);
  return <span>{code}</span>;
}

/** 报关信息: the SKU's declaration (HS编码, 申报品名, 申报价值, 材质, 用途) through the derived list, form and log. */
export function SkuCustomsTab({ skuId, code }: { skuId: string; code: string }) {
  const options = useMemo(() => ({ initialFilters: { sku_id: skuId } }), [skuId]);
  const config = useEntityConfig(skuCustoms, skuCustomsUrls, SKU_EXTRAS_LOOKUPS, options);
  const slots: EntityListSlots = useMemo(
    () => ({
      toolbar: (list) => (
        <FileToolbar
          entity={skuCustoms}
          list={list}
          exportUrl={skuCustomsUrls.export}
          importBase={skuExtrasUrls.customsImport}
          importExplanation="每行一个SKU的报关信息，SKU列填SKU编码；已有报关信息的SKU请在此编辑。整个文件校验通过才会写入。"
        />
      ),
      form: { inputs: { sku_id: (props) => <ThisSku {...props} skuId={skuId} code={code} /> } },
    }),
    [skuId, code],
  );
  return <EntityListPage config={config} slots={slots} />;
}
