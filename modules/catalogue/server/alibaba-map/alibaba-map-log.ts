// `alibaba/map/log` (1688修改日志) and `alibaba/map/logExport`: the declared query `alibabaMapLog` (entities) over
// the engine's `platform.audit_log` (the index on entity, at desc, id desc) joined to the mappings under the
// caller's data rules. The reader's hidden columns are left out of the changes; the export answers the same
// rows as an xlsx at once, with the changes as lines.
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import {
  auditSource,
  type EntityRegistry,
  hiddenFields,
  queryList,
  queryService,
  type Route,
  titledChanges,
  visibleChanges,
} from '@entrepot/server-kit/entity';
import { sendXlsx, shanghaiText } from '@entrepot/server-kit/file-tasks';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { alibabaMap, alibabaMapActions, alibabaMapChangeLines, alibabaMapLog } from '../../entities/index.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';

type Row = Record<string, unknown>;
type Changes = Parameters<typeof visibleChanges>[0];
type Scope = (request: FastifyRequest) => SQL | undefined;

const source = (scope: SQL | undefined) =>
  auditSource(
    alibabaMap,
    alibabaMaps,
    { map_id: alibabaMaps.id, sku_id: alibabaMaps.sku_id, sku_code: alibabaMaps.sku_code, offer_id: alibabaMaps.offer_id, spec_id: alibabaMaps.spec_id },
    scope,
  );

/** A page's rows as answered: the action in words, the changes without the reader's hidden columns, references titled. */
const answered = async (database: Database, registry: EntityRegistry, rows: Row[], request: FastifyRequest): Promise<(Row & { changes: Changes })[]> => {
  const hidden = hiddenFields(alibabaMap, requestUser(request).access);
  const changes = await titledChanges(
    database.db,
    alibabaMap,
    registry,
    rows.map((r) => visibleChanges(r.changes as Changes, hidden)),
  );
  return rows.map(({ created: _, ...r }, i) => ({ ...r, action_label: alibabaMapActions[String(r.action)] ?? r.action, changes: changes[i]! }));
};

export const alibabaMapLogRoute = (database: Database, registry: EntityRegistry, scope: Scope): Route =>
  queryList(alibabaMapLog, database, registry, { source: (r) => source(scope(r)), rows: (rows, r) => answered(database, registry, rows, r) });

export const LOG_COLUMNS = [
  { key: 'at', label: '时间' },
  { key: 'sku_code', label: 'SKU编码' },
  { key: 'offer_id', label: '1688商品ID' },
  { key: 'spec_id', label: '规格ID' },
  { key: 'action', label: '操作' },
  { key: 'user_name', label: '操作人' },
  { key: 'changes', label: '变更内容' },
];
const BATCH = 1000;

/** The filtered log as spreadsheet rows, a page of the query at a time: memory stays flat. */
async function* sheetRows(database: Database, registry: EntityRegistry, request: FastifyRequest, scope: SQL | undefined) {
  const service = queryService(alibabaMapLog, source(scope), registry);
  const query = { ...(request.query as Row), exact_total: '1' };
  for (let page = 1; ; page++) {
    const { rows } = await service.list(database.db, { page, perPage: BATCH, query });
    yield (await answered(database, registry, rows, request)).map((r) => ({
      at: shanghaiText(String(r.at)), // as the screens show it
      sku_code: String(r.sku_code),
      offer_id: String(r.offer_id),
      spec_id: r.spec_id == null ? '' : String(r.spec_id),
      action: String(r.action_label),
      user_name: r.user_name == null ? '' : String(r.user_name),
      changes: alibabaMapChangeLines(r.changes).join('\n'),
    }));
    if (rows.length < BATCH) return;
  }
}

/** `alibaba/map/logExport`: the filtered log as an xlsx answered at once (a blob, as the spec's table says). */
export const alibabaMapLogExport = (database: Database, registry: EntityRegistry, scope: Scope): Route => ({
  config: { permission: alibabaMapLog.permission('export') },
  handler: async (request, reply) => {
    const rows = sheetRows(database, registry, request, scope(request));
    return sendXlsx(reply, `1688修改日志-${new Date().toISOString().slice(0, 10)}.xlsx`, LOG_COLUMNS, rows);
  },
});
