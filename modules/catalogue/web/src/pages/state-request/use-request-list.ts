import { tableState, useQueryList } from '@entrepot/web/area';
import { type Filters, listParams, NO_FILTERS, type StateRequestRow, stateRequestUrls } from './state-request-rows.ts';

/** The page of requests under the applied filters: 查询 / 重置 / paging / reload (the area kit's query list). */
export function useRequestList() {
  const list = useQueryList<Filters, StateRequestRow>(stateRequestUrls.list, NO_FILTERS, listParams);
  return { ...list, ...tableState(list) };
}
