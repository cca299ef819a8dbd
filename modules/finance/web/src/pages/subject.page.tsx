import { subject } from '@entrepot/module-finance/entities';
import { API, subjectUrls } from '../entity/finance-urls.ts';
import { MasterDataPage } from './master-data.page.tsx';

/** 财务资料 → 会计科目 (`#/finance/information/subject`): the tree by code, 上级科目 and 级次 as columns. */
export function SubjectPage() {
  return <MasterDataPage entity={subject} urls={subjectUrls} importBase={`${API}/subject`} />;
}
