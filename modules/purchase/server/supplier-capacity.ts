// 供应商产能: the declared query `supplierCapacity` over the suppliers the reader may see, with what each supplies.
import { staff } from '@entrepot/hub-server/entities';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { supplier, supplierCapacity, WORKING_DAYS } from '../entities/index.ts';
import { quotations, supplierSkus, suppliers } from './purchase.schema.ts';

const users = tableOf(staff);

function capacitySource(request: FastifyRequest) {
  const scope = rowScope(supplier, suppliers, requestUser(request).access);
  const query = new QueryBuilder()
    .select(
      sourceColumns({
        id: suppliers.id,
        code: suppliers.code,
        name: suppliers.name,
        type: suppliers.type,
        status: suppliers.status,
        city: suppliers.city,
        buyer: sql`(select ${users.name} from ${users} where ${users.id} = ${suppliers.buyer_id})`,
        daily_capacity: suppliers.daily_capacity,
        monthly_capacity: sql`${suppliers.daily_capacity} * ${WORKING_DAYS}`,
        lead_days: suppliers.lead_days,
        sku_count: sql`(select count(*)::int from ${supplierSkus} where ${supplierSkus.supplier_id} = ${suppliers.id} and ${supplierSkus.status} = 'enabled')`,
        quotation_count: sql`(select count(*)::int from ${quotations} where ${quotations.supplier_id} = ${suppliers.id} and ${quotations.status} = 'active')`,
      }),
    )
    .from(suppliers);
  return (scope ? query.where(scope) : query).as('q');
}

/** `GET supplier/production` and `GET supplier/exportProduction`. */
export function capacityRoutes(database: Database) {
  const options = { source: capacitySource };
  return { list: queryList(supplierCapacity, database, options), export: queryExport(supplierCapacity, database, { ...options, file: '供应商产能' }) };
}
