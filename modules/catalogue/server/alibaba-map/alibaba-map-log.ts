// `alibaba/map/log` (1688修改日志) and `alibaba/map/logExport`: the declared query `alibabaMapLog` (entities) over
// the engine's `platform.audit_log` (the index on entity, at desc, id desc) joined to the mappings under the
// caller's data rules. The reader's hidden columns are left out of the changes; the export answers the same
// rows as an xlsx at once, with the changes as lines.
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { auditSource, type EntityRegistry, hiddenFields, queryList, type Route, titledChanges, visibleChanges } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
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

/** The list and its export read the same rows: the declared query over the log, the changes in a reader's words. */
const options = (database: Database, registry: EntityRegistry, scope: Scope) => ({
  registry,
  source: (r: FastifyRequest) => source(scope(r)),
  rows: (rows: Row[], r: FastifyRequest) => answered(database, registry, rows, r),
});

export const alibabaMapLogRoute = (database: Database, registry: EntityRegistry, scope: Scope): Route =>
  queryList(alibabaMapLog, database, options(database, registry, scope));

/** `alibaba/map/logExport`: the filtered log as an xlsx answered at once (a blob, as the spec's table says), the changes as lines. */
export const alibabaMapLogExport = (database: Database, registry: EntityRegistry, scope: Scope): Route =>
  queryExport(alibabaMapLog, database, {
    ...options(database, registry, scope),
    file: '1688修改日志',
    cells: { changes: (r) => alibabaMapChangeLines(r.changes as Changes).join('\n') },
  });
