import { Drawer, Tag } from '@arco-design/web-react';
import { standardPriceRatio } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { type EntityConfig, type EntityHttp, EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useMemo, useRef } from 'react';
import { PRODUCT_LOOKUPS } from '../product-urls.ts';
import { ratioUrls } from './standard-price-urls.ts';

/** The same client, telling `onWritten` after every write that succeeded (the price table reloads at once). */
function afterWrites(http: EntityHttp, onWritten: () => void): EntityHttp {
  const told = async <T,>(answer: Promise<T>) => {
    const done = await answer;
    onWritten();
    return done;
  };
  return {
    get: (url, options) => http.get(url, options),
    post: (url, body, options) => told(http.post(url, body, options)),
    put: (url, body, options) => told(http.put(url, body, options)),
    delete: (url, options) => told(http.delete(url, options)),
  };
}

const SLOTS: EntityListSlots = {
  cells: {
    category_id: (row) => (row['category_id'] ? String(row['category_id_title'] ?? '') : <Tag size="small">平台默认</Tag>),
  },
};

/**
 * 倍率设置: the ratio rows (each platform's default and the category overrides, which apply to the category and
 * its sub-categories) through the engine's list, form and operation log; the buttons follow the user's codes
 * and the server's refusals (a duplicate override, deleting a default, a ratio of 0) show in Chinese.
 */
export function RatioSettingsDrawer({ visible, onClose, onChanged }: { visible: boolean; onClose(): void; onChanged(): void }) {
  const base = useEntityConfig(standardPriceRatio, ratioUrls, PRODUCT_LOOKUPS);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const config: EntityConfig = useMemo(() => ({ ...base, http: afterWrites(base.http, () => changed.current()) }), [base]);
  return (
    <Drawer title="倍率设置" width={960} visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <p style={{ marginTop: 0, color: 'var(--color-text-3)' }}>
        标准价 = 成本价 × 倍率（四舍五入到分）。分类倍率对该分类及其下级分类生效，最近的上级分类优先于平台默认倍率；停用的倍率不参与计算。
      </p>
      <EntityListPage config={config} slots={SLOTS} />
    </Drawer>
  );
}
