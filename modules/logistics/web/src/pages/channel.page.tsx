import { channel } from '@entrepot/module-logistics/entities';
import { API, channelUrls } from '../entity/logistics-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 物流管理 → 物流渠道 (`#/logistics/channel`): the channels of each company, with the countries they serve. */
export function ChannelPage() {
  return <MasterDataPage entity={channel} urls={channelUrls} importBase={`${API}/channel`} />;
}
