import { Button, Empty, Space, Table } from '@arco-design/web-react';
import { sku } from '@entrepot/module-catalogue/entities';
import { MissingRecord, useEntityConfig, useTabTitle } from '@entrepot/web/area';
import { EntityDetail, EntityListPage, type EntityRow } from '@entrepot/web/entity';
import { FallbackImage, ImageViewer, thumbnailUrl, useImageViewer } from '@entrepot/web/widgets';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { spuTextTabs } from '../language/spu-text-tabs.tsx';
import { productFieldTabs } from '../product-field/spu-fields.tab.tsx';
import { INFORMATION, PRODUCT_LOOKUPS, skuUrls } from '../product-urls.ts';
import { sizeChartTabs } from '../size-chart/size-chart.tab.tsx';
import { spuFamilyTabs } from '../spu-family/spu-family-tabs.tsx';
import { SyncSkusButton } from '../standard/spu-tools.tsx';
import { spuStandardTabs } from '../standard/standard-tabs.tsx';
import { useSpuConfig } from './spu-config.ts';

interface OptionValue {
  dimension: string;
  value: string;
  code: string;
}
interface FileValue {
  id: string;
  name: string;
  url: string;
}

/** `#/commodity/information/spu/detail?id=`: 详情 (base info), 操作日志, 规格, 图片 and the SPU's SKUs. */
export function SpuDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const config = useSpuConfig();
  const [, navigate] = useLocation();
  const [loaded, reload] = useState(0); // 同步到SKU changes the SKUs: read again
  const setTabTitle = useTabTitle();
  if (!id) return <MissingRecord what="SPU" listPath="/commodity/information/spu" listName="SPU管理" />;
  return (
    <div className="catalogue-spu-detail">
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => navigate(`${INFORMATION}/spu`)}>
          返回SPU列表
        </Button>
        <SyncSkusButton spuId={id} onSynced={() => reload((n) => n + 1)} />
      </Space>
      <EntityDetail
        key={loaded}
        config={config}
        id={id}
        slots={{
          loaded: (row) => setTabTitle(`SPU详情 ${String(row['code'] ?? '')}`),
          tabs: (row) => [
            { key: 'variants', title: '属性/规格', content: <Variants options={(row['options'] ?? []) as OptionValue[]} /> },
            { key: 'images', title: '图片', content: <Images files={(row['images'] ?? []) as FileValue[]} /> },
            { key: 'skus', title: 'SKU', content: <SpuSkus spuId={id} /> },
            ...spuStandardTabs(row),
            ...spuFamilyTabs(row),
            ...spuTextTabs(row),
            ...sizeChartTabs(row),
            ...productFieldTabs(row),
          ],
        }}
      />
    </div>
  );
}

function Variants({ options }: { options: OptionValue[] }) {
  const dimensions = [...new Set(options.map((o) => o.dimension))];
  if (dimensions.length === 0) return <Empty description="单规格SPU" />;
  return (
    <Table
      size="small"
      rowKey="dimension"
      pagination={false}
      data={dimensions.map((d) => ({ dimension: d, values: options.filter((o) => o.dimension === d) }))}
      columns={[
        { title: '规格', dataIndex: 'dimension', width: 120 },
        {
          title: '规格值(编码)',
          dataIndex: 'values',
          render: (values: OptionValue[]) => values.map((v) => `${v.value}(${v.code})`).join('、'),
        },
      ]}
    />
  );
}

/** The SPU's pictures as thumbnails; a click opens the image viewer on the originals (zoom, rotate, previous/next). */
function Images({ files }: { files: FileValue[] }) {
  const viewer = useImageViewer(files.length);
  if (files.length === 0) return <Empty description="暂无图片" />;
  return (
    <Space wrap>
      {files.map((f, i) => (
        <button
          key={f.id}
          type="button"
          aria-label={`查看${f.name}`}
          onClick={() => viewer.open(i)}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
        >
          <FallbackImage src={thumbnailUrl(f.url)} alt={f.name} style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 4, display: 'block' }} />
        </button>
      ))}
      <ImageViewer images={files.map((f) => f.url)} state={viewer.state} dispatch={viewer.dispatch} />
    </Space>
  );
}

/** The SPU's SKUs: the derived SKU list narrowed to this SPU (edit prices, states, export). */
function SpuSkus({ spuId }: { spuId: string }) {
  const options = useMemo(() => ({ initialFilters: { spu_id: spuId } }), [spuId]);
  const config = useEntityConfig(sku, skuUrls, PRODUCT_LOOKUPS, options);
  const [, navigate] = useLocation();
  return (
    <EntityListPage
      config={config}
      slots={{
        rowActions: (row: EntityRow) => (
          <Button type="text" size="mini" onClick={() => navigate(`${INFORMATION}/sku/detail?id=${row.id}`)}>
            详情
          </Button>
        ),
      }}
    />
  );
}
