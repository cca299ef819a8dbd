import { infoChangeRequest, sku, spu, stateRequest } from '@entrepot/module-catalogue/entities';
import { changeWaiting, transitionWaiting, useWaitingMarks } from '@entrepot/web/area';
import { type EntityRow, FieldDisplay } from '@entrepot/web/entity';

const SOURCES = [transitionWaiting(stateRequest), changeWaiting(infoChangeRequest)];

/**
 * The 状态 cell of SKU管理 and SPU管理: the state, and 审批中 while a 状态变更申请 or a 商品信息变更 waits on the
 * record (its tooltip names the request, a click opens it).
 */
export function useStateCell(kind: 'sku' | 'spu') {
  const mark = useWaitingMarks(kind, SOURCES);
  const field = (kind === 'sku' ? sku : spu).fields.status;
  return (row: EntityRow) => (
    <>
      <FieldDisplay name="status" field={field} value={row['status']} row={row} />
      {mark(row)}
    </>
  );
}
