import { Space, Tag, Tooltip } from '@arco-design/web-react';

/** The ratio a SKU's price on one platform uses (standardprice/list), and the price. */
export interface AppliedRatio {
  ratio: string;
  /** The override's category; null: the platform default. */
  category_name: string | null;
  /** null: the SKU has no 成本价, or the reader may not see it. */
  standard_price: string | null;
}

/** 标准价 with the ratio used in a small tag (blue: a category's, grey: the platform default); where it comes from on hover. */
export function PriceCell({ platform, applied }: { platform: string; applied: AppliedRatio | null }) {
  if (!applied) {
    return (
      <Tooltip content="未设置启用的倍率">
        <span data-platform={platform}>-</span>
      </Tooltip>
    );
  }
  const source = applied.category_name ? `分类「${applied.category_name}」` : '平台默认';
  return (
    <Tooltip content={`倍率 ${applied.ratio}（${source}）${applied.standard_price === null ? '，无成本价' : ''}`}>
      <Space size={4} data-platform={platform}>
        <span>{applied.standard_price ?? '-'}</span>
        <Tag size="small" color={applied.category_name ? 'arcoblue' : 'gray'}>
          ×{applied.ratio}
        </Tag>
      </Space>
    </Tooltip>
  );
}
