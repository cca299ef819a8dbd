import { Button, Checkbox, InputNumber, Space } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useCallback, useState } from 'react';
import { SERVICE } from '../../entity/wms-urls.ts';

/**
 * What a put-away screen (收货上架, 退货上架) shares: the scanned code read as a location of the warehouse, and how
 * much each SKU scan puts away — its whole remainder, or a fixed 每次 figure.
 */
export function useShelving() {
  const { http } = useArea();
  const [wholeLine, setWholeLine] = useState(true);
  const [quantity, setQuantity] = useState(1);
  /** The location of the warehouse this code names (any case), or null. */
  const locationOf = useCallback(
    async (code: string, warehouseId: string) => {
      const found = await http.get<{ code: string }[]>(`${SERVICE}/getStorageLocation`, { params: { warehouse_id: warehouseId, keyword: code }, silent: true });
      return found.find((l) => l.code.toUpperCase() === code.toUpperCase())?.code ?? null;
    },
    [http],
  );
  return { wholeLine, setWholeLine, quantity, setQuantity, locationOf };
}

/** The bar above the lines: the current location, 整行上架 or 每次 n, and the button that drops the document. */
export function ShelvingControls({
  location,
  shelving,
  drop,
}: {
  location: string | null;
  shelving: Pick<ReturnType<typeof useShelving>, 'wholeLine' | 'setWholeLine' | 'quantity' | 'setQuantity'>;
  drop: { label: string; onClick(): void };
}) {
  return (
    <Space className="receipt-actions" wrap>
      <span>
        当前库位：<strong data-current-location>{location ?? '未扫描'}</strong>
      </span>
      <Checkbox checked={shelving.wholeLine} onChange={shelving.setWholeLine}>
        整行上架
      </Checkbox>
      {!shelving.wholeLine && (
        <InputNumber
          value={shelving.quantity}
          onChange={(v) => shelving.setQuantity(v || 1)}
          min={1}
          precision={0}
          style={{ width: 110 }}
          prefix="每次"
          aria-label="每次上架数量"
        />
      )}
      <Button onClick={drop.onClick}>{drop.label}</Button>
    </Space>
  );
}
