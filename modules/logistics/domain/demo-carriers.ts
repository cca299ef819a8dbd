// Demo logistics companies and a few channels each (SEED_DEMO): the carriers a Shenzhen seller ships with.

type Company = readonly [code: string, name: string, nameEn: string, type: string, website: string];
// code, name, company, transport type, countries served (empty: any destination)
type Channel = readonly [code: string, name: string, company: string, transport: string, countries: readonly string[]];

export const DEMO_COMPANIES: readonly Company[] = [
  ['SF', '顺丰速运', 'SF Express', 'express', 'https://www.sf-express.com'],
  ['DHL', 'DHL', 'DHL Express', 'express', 'https://www.dhl.com'],
  ['FEDEX', '联邦快递', 'FedEx', 'express', 'https://www.fedex.com'],
  ['UPS', 'UPS', 'United Parcel Service', 'express', 'https://www.ups.com'],
  ['YUNEXPRESS', '云途物流', 'YunExpress', 'line', 'https://www.yunexpress.com'],
  ['YANWEN', '燕文物流', 'Yanwen Logistics', 'line', 'https://www.yw56.com.cn'],
  ['4PX', '递四方', '4PX Express', 'line', 'https://www.4px.com'],
];

const EU = ['DE', 'FR', 'IT', 'ES', 'NL', 'PL'] as const;

export const DEMO_CHANNELS: readonly Channel[] = [
  ['SF-INTL-STD', '顺丰国际标快', 'SF', 'express', ['US', 'GB', 'DE', 'JP', 'KR', 'AU', 'CA']],
  ['SF-INTL-ECO', '顺丰国际小包', 'SF', 'postal', ['US', 'GB', 'DE', 'FR', 'IT', 'ES']],
  ['DHL-EXPRESS', 'DHL国际快递', 'DHL', 'express', []],
  ['DHL-ECOM', 'DHL电商小包', 'DHL', 'postal', ['US', 'GB', 'DE', 'AU']],
  ['FEDEX-IP', 'FedEx国际优先', 'FEDEX', 'express', []],
  ['FEDEX-IE', 'FedEx国际经济', 'FEDEX', 'express', ['US', 'CA', 'MX']],
  ['UPS-SAVER', 'UPS红单', 'UPS', 'express', []],
  ['UPS-EXPEDITED', 'UPS蓝单', 'UPS', 'express', ['US', 'CA', 'GB', 'DE']],
  ['YT-GLOBAL', '云途全球专线挂号', 'YUNEXPRESS', 'air', ['US', 'GB', 'CA', 'AU', 'JP', ...EU]],
  ['YT-US-FBA', '云途美国FBA空派', 'YUNEXPRESS', 'air', ['US']],
  ['YT-EU-RAIL', '云途中欧铁路', 'YUNEXPRESS', 'rail', [...EU]],
  ['YW-TRACK', '燕文专线追踪小包', 'YANWEN', 'postal', ['US', 'GB', 'DE', 'FR']],
  ['YW-US-SEA', '燕文美国海运', 'YANWEN', 'sea', ['US']],
  ['4PX-LYT', '递四方联邮通', '4PX', 'postal', ['US', 'GB', 'CA', 'AU', ...EU]],
  ['4PX-US-SEA', '递四方美国海派', '4PX', 'sea', ['US']],
];
