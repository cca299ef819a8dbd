import { company } from '@entrepot/hub-server/entities';
import { EntityListPage } from '@entrepot/web/entity';
import { companyUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';

/** 公司主体: the seller's legal entities (GET /companys), with the derived CRUD. */
export function CompanyList() {
  const config = useEntityConfig(company, companyUrls);
  return <EntityListPage config={config} />;
}
