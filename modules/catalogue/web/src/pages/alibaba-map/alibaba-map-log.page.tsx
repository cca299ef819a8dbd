import { Link } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { alibabaMapLog, offerUrl } from '@entrepot/module-catalogue/entities';
import { QueryListPage, type QueryListPageProps } from '@entrepot/web/area';
import { alibabaMapUrls } from './alibaba-map-urls.ts';

type LogRow = RowOf<typeof alibabaMapLog>;

const slots: QueryListPageProps<typeof alibabaMapLog>['slots'] = {
  cells: {
    offer_id: (r: LogRow) => (
      <Link href={offerUrl(String(r.offer_id))} target="_blank" rel="noopener noreferrer">
        {r.offer_id}
      </Link>
    ),
  },
};

/**
 * 商品资料 → 1688修改日志 (`#/commodity/information/1688modifylog`): the declared query `alibabaMapLog` — every change
 * of every 1688 mapping the user may see, newest first (新增, 修改, 解除关联 with its reason), filtered by SKU编码
 * (pasted lists, any case), 1688商品ID, 操作人, 操作 and days; 导出 downloads the filtered log.
 */
export function AlibabaMapLogPage() {
  return <QueryListPage query={alibabaMapLog} url={alibabaMapUrls.log} exportUrl={alibabaMapUrls.logExport} slots={slots} />;
}
