import { SAMPLE_SCREEN } from '@entrepot/module-catalogue/entities';
import type { AreaRoutes } from '@entrepot/web/area';
import { AbnormalPage } from './pages/abnormal/abnormal.page.tsx';
import { alibabaMapRoutes } from './pages/alibaba-map/alibaba-map-routes.ts';
import { catalogueRoutes } from './pages/catalogue-routes.ts';
import { CustomsMasterPage } from './pages/customs/customs-master.page.tsx';
import { CustomsReviewPage } from './pages/customs/customs-review.page.tsx';
import { ImageSearchPage } from './pages/image-search/image-search.page.tsx';
import { ImageUrlPage } from './pages/image-url/image-url.page.tsx';
import { infoChangeRoutes } from './pages/info-change/info-change.pages.tsx';
import { SkuLogPage } from './pages/operation-log/sku-log.page.tsx';
import { PicturePage } from './pages/picture/picture.page.tsx';
import { PriceCodePage } from './pages/price-code/price-code.page.tsx';
import { ProductFieldPage } from './pages/product-field/product-field.page.tsx';
import { referenceRoutes } from './pages/reference-routes.ts';
import { SamplePage } from './pages/sample/sample.page.tsx';
import { SizeChartTemplatePage } from './pages/size-chart/size-chart.page.tsx';
import { StandardPricePage } from './pages/standard-price/standard-price.page.tsx';
import { StateRequestPage } from './pages/state-request/state-request.page.tsx';

// The spec's hash path → the page of this area that renders it.
export const routes: AreaRoutes = [
  ...catalogueRoutes, // SPU, SKU, brand, category (pages/catalogue-routes.ts)
  ...referenceRoutes, // attributes, tags, materials, colours, SKU mappings, packages (pages/reference-routes.ts)
  ...alibabaMapRoutes, // 1688映射 and 1688修改日志 (pages/alibaba-map)
  ['/commodity/information/picture', PicturePage], // the picture library (pages/picture)
  ['/commodity/information/image-url', ImageUrlPage], // the image-url tool (pages/image-url)
  ['/commodity/information/abnormal-commodity', AbnormalPage], // 异常商品 (pages/abnormal)
  ['/commodity/information/operationLog', SkuLogPage], // 操作日志: every visible SKU's changes (pages/operation-log)
  ['/commodity/information/approve', StateRequestPage], // 状态变更申请 (pages/state-request)
  ['/commodity/base-setting/price-code', PriceCodePage], // 价格代码 (ours: the SKU prices' price lists)
  ['/commodity/information/customs', CustomsMasterPage], // 报关资料 (ours: 报关品名, 申报要素; pages/customs)
  ['/commodity/information/customs-review', CustomsReviewPage], // 报关审核 (ours: SKUs' customs data review and its log)
  [SAMPLE_SCREEN, SamplePage], // 样品管理: samples evaluated, turned into SPUs (pages/sample)
  ...infoChangeRoutes, // 商品信息变更: list, create, detail (pages/info-change)
  ['/commodity/base-setting/size-chart', SizeChartTemplatePage], // 尺码模板 (ours: hopcode size conversion templates; pages/size-chart)
  ['/commodity/information/search-img', ImageSearchPage], // 以图搜图: library pictures like an uploaded photo (pages/image-search)
  ['/commodity/information/standard-price', StandardPricePage], // 标准价: 成本价 × each platform's 倍率 (pages/standard-price)
  ['/commodity/information/field-set', ProductFieldPage], // 字段设置: custom product fields, filled in the SPU's 扩展字段 tab (pages/product-field)
];
