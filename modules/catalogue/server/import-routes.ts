// `/api-product` routes of the catalogue's imports (README: Imports): per kind the upload the spec names
// (`sku/import/info|clothing|nonclothing`, `excel/import`, `spu/import`; multipart `file`) and our template
// (`<path>/template`); the spec's `sku/import/log` (the caller's imports) and ours beside it: the kinds the
// screens offer, and a failed import's error report.
import { ok } from '@entrepot/contract';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { pageAnswer, pageQueryWithFilters, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import { jobs } from '@entrepot/server-kit/jobs';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { taskKind } from './import-job.ts';
import { IMPORT_PERMISSIONS, importKind, importKinds } from './import-kinds.ts';

const PRODUCT = '/api/v1/product';
/** Where the screens call them (the service prefix included). */
const PUBLIC_BASE = `/api-product${PRODUCT}`;

const logQuery = pageQueryWithFilters.extend({ kind: z.string().max(20).optional() });

const kindsAnswer = importKinds.map((k) => ({
  kind: k.name,
  label: k.label,
  pages: k.pages,
  permission: k.permission,
  import_url: `${PUBLIC_BASE}/${k.path}`,
  template_url: `${PUBLIC_BASE}/${k.path}/template`,
  columns: k.columns,
  note: k.note,
}));

/** The caller's import tasks of the catalogue's kinds (the platform's `import` tasks, `kind` catalogue.*). */
const mine = (request: FastifyRequest): SQL =>
  and(eq(jobs.createdBy, requestUser(request).id), eq(jobs.type, 'import'), sql`${jobs.payload}->>'kind' like 'catalogue.%'`)!;

/** `sku/import/log`: the caller's catalogue imports, newest first (`?kind=` narrows to one kind). */
async function importLog(request: FastifyRequest, db: ModuleContext['database']['db'], downloadUrl: (key: string) => string) {
  const q = parse(logQuery, withoutEmpty(request.query));
  const where = q.kind ? and(mine(request), sql`${jobs.payload}->>'kind' = ${`catalogue.${q.kind}`}`)! : mine(request);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        status: jobs.status,
        progress: jobs.progress,
        total: jobs.total,
        result: jobs.result,
        error: jobs.error,
        created_at: jobs.createdAt,
        finished_at: jobs.finishedAt,
        kind: sql<string>`substr(${jobs.payload}->>'kind', length('catalogue.') + 1)`,
        file_name: sql<string>`${jobs.payload}->>'fileName'`,
        report_key: jobs.resultFileKey,
      })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const list = rows.map(({ report_key, result, ...r }) => ({
    ...r,
    kind_label: importKind(r.kind)?.label ?? r.kind,
    rows: (result?.rows as number | undefined) ?? null,
    errors: (result?.errors as number | undefined) ?? 0,
    result,
    error_report_url: r.status === 'failed' && report_key ? downloadUrl(report_key) : null,
    created_at: r.created_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  }));
  return pageAnswer(list, total?.n ?? 0, q);
}

export function importRoutes(ctx: ModuleContext) {
  return (app: FastifyInstance) => {
    // Imports need identity's file store and users: a server without them (a bare contract test) has none.
    const { fileTasks } = ctx;
    if (!fileTasks) return;
    for (const kind of importKinds) fileTasks.mountImportKind(app, `${PRODUCT}/${kind.path}`, taskKind(kind, ctx.database, ctx.outbox));
    app.get(`${PRODUCT}/sku/import/kinds`, { config: { permission: IMPORT_PERMISSIONS } }, async () => ok(kindsAnswer));
    app.get(`${PRODUCT}/sku/import/log`, { config: { permission: IMPORT_PERMISSIONS } }, async (request) =>
      ok(await importLog(request, ctx.database.db, fileTasks.downloadUrl)),
    );
  };
}
