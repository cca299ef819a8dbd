import { Alert, Form, Input, Space } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import type { EntityForm } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { customsUrls, type ElementDecl, type HsCodeMeaning, splitElements, withElement } from './customs-rows.ts';

const HS_CODE = /^\d{6,10}$/;

/** The elements of an HS code (`code/{code}`): null until the code is a valid one, [] when it has none. */
function useHsElements(hsCode: string): ElementDecl[] | null {
  const { http } = useArea();
  const [elements, setElements] = useState<ElementDecl[] | null>(null);
  useEffect(() => {
    if (!HS_CODE.test(hsCode)) return setElements(null);
    let live = true;
    http.get<HsCodeMeaning>(customsUrls.code(hsCode), { silent: true }).then(
      (meaning) => live && setElements(meaning.elements),
      () => live && setElements([]),
    );
    return () => {
      live = false;
    };
  }, [http, hsCode]);
  return elements;
}

/**
 * Below the 报关品名 form: one input per declaration element of the chosen HS code, in its order, writing the
 * `申报要素` field (values joined by `|`), so nobody counts separators by hand.
 */
export function GoodsElementsHelper({ form }: { form: EntityForm }) {
  const hsCode = String(form.values.hs_code ?? '').trim();
  const elements = useHsElements(hsCode);
  if (elements === null) return <Alert style={{ marginBottom: 16 }} content="填写HS编码后，可按该编码的申报要素逐项填写" />;
  if (elements.length === 0) return <Alert type="warning" style={{ marginBottom: 16 }} content={`HS编码 ${hsCode} 未维护申报要素，请先在「申报要素」中添加`} />;
  const values = splitElements(form.values.elements, elements.length);
  return (
    <Form.Item label="按申报要素填写">
      <Space direction="vertical" style={{ width: '100%' }}>
        {elements.map((e, i) => (
          <Input
            key={e.name}
            aria-label={`申报要素-${e.name}`}
            addBefore={`${e.mandatory ? '*' : ''}${e.name}`}
            placeholder={e.hint ?? (e.mandatory ? '必填' : '选填')}
            value={values[i]}
            onChange={(v) => form.setValue('elements', withElement(values, i, v))}
          />
        ))}
      </Space>
    </Form.Item>
  );
}
