import { TransitionRequestListPage } from '@entrepot/web/area';
import { stateRequestScreens } from './state-request-rows.ts';
import { StockTable } from './state-request-stock.tsx';

/** The screens' configuration, with the 库存 tab of a request. */
export const STATE_REQUEST_SCREENS = stateRequestScreens((request) => <StockTable requestId={request.id} />);

/**
 * 商品资料 → 状态变更申请 (`#/commodity/information/approve`): the engine's declared transition request — 停售 / 恢复在售 /
 * 清仓 / 淘汰 requests, each taking effect once its approval passes; the detail shows the lines, the stock and the
 * approval's steps, and prints. 导出 downloads the filtered list.
 */
export function StateRequestPage() {
  return <TransitionRequestListPage screens={STATE_REQUEST_SCREENS} />;
}
