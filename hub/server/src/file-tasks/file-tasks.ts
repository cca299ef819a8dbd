import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newId } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { EntityRegistry } from '@entrepot/server-kit/entity';
import { type EntityService, hiddenFields, maskerOf, rowScope } from '@entrepot/server-kit/entity';
import {
  existingNaturalKeys,
  exportEntity,
  type ImportError,
  type ImportSpec,
  importRules,
  titleLookup,
  validateImport,
  writeErrorReport,
  writeImport,
} from '@entrepot/server-kit/file-tasks';
import { type JobContext, type JobOutcome, JobRunner } from '@entrepot/server-kit/jobs';
import type { Storage } from '../files/storage.ts';
import { files } from '../identity/identity.schema.ts';
import type { SessionStore, SessionUser } from '../identity/sessions.ts';
import type { ExportKind, ImportKind } from '../module.ts';
import { MAX_KIND_ROWS, readSheet, sheetProblems, writeUnits } from './import-kind.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileTaskEntity {
  service: EntityService;
  import?: ImportSpec;
  /** Where an import finds its reference fields' targets by title (a module's own registry); default: identity's. */
  registry?: EntityRegistry;
  /** Imports announce `<entity>.changed` through it, as the entity's other writes do (lookup caches refresh). */
  changes?: { publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown> };
}

/** Imports and exports of engine entities as file tasks: queued, run by any process, with progress. */
export class FileTasks {
  readonly runner: JobRunner;
  private readonly entities = new Map<string, FileTaskEntity>();
  /** Modules' own exports (not entity lists), by kind. */
  private readonly kinds = new Map<string, ExportKind>();
  /** Modules' own imports, by kind. */
  private readonly importKinds = new Map<string, ImportKind>();
  private readonly deps: { database: Database; storage: Storage; sessions: SessionStore; registry: EntityRegistry };

  constructor(deps: { database: Database; storage: Storage; sessions: SessionStore; registry: EntityRegistry }) {
    this.deps = deps;
    this.runner = new JobRunner(deps.database);
    this.runner.register('export', (ctx) => this.runExport(ctx));
    this.runner.register('import', (ctx) => this.runImport(ctx));
  }

  add(entity: FileTaskEntity): void {
    this.entities.set(entity.service.decl.name, entity);
  }

  entity(name: string): FileTaskEntity {
    const e = this.entities.get(name);
    if (!e) throw new Error(`no file tasks for ${name}`);
    return e;
  }

  addExportKind(kind: ExportKind): void {
    this.kinds.set(kind.kind, kind);
  }

  /** A module's own export: the same `export` task (and 文件任务 row) as an entity's, its payload naming the kind. */
  enqueueKindExport(kind: string, query: Record<string, unknown>, user: SessionUser): Promise<string> {
    const k = this.kinds.get(kind);
    if (!k) throw new Error(`no export kind ${kind}`);
    return this.runner.enqueue(this.deps.database.db, { type: 'export', title: `导出${k.label}`, payload: { kind, query }, createdBy: user.id });
  }

  addImportKind(kind: ImportKind): void {
    this.importKinds.set(kind.kind, kind);
  }

  /** A module's own import: the same `import` task (and 文件任务 row) as an entity's, its payload naming the kind. */
  enqueueKindImport(kind: string, fileKey: string, fileName: string, user: SessionUser): Promise<string> {
    const k = this.importKinds.get(kind);
    if (!k) throw new Error(`no import kind ${kind}`);
    return this.runner.enqueue(this.deps.database.db, {
      type: 'import',
      title: `导入${k.label}: ${fileName}`,
      payload: { kind, fileKey, fileName },
      createdBy: user.id,
    });
  }

  enqueueExport(entity: string, query: Record<string, unknown>, user: SessionUser): Promise<string> {
    const { decl } = this.entity(entity).service;
    return this.runner.enqueue(this.deps.database.db, { type: 'export', title: `导出${decl.label}`, payload: { entity, query }, createdBy: user.id });
  }

  enqueueImport(entity: string, fileKey: string, fileName: string, user: SessionUser): Promise<string> {
    const { decl } = this.entity(entity).service;
    return this.runner.enqueue(this.deps.database.db, {
      type: 'import',
      title: `导入${decl.label}: ${fileName}`,
      payload: { entity, fileKey },
      createdBy: user.id,
    });
  }

  /** The task runs with its creator's current permissions and data rules. */
  private async owner(ctx: JobContext): Promise<SessionUser> {
    const user = ctx.job.createdBy ? await this.deps.sessions.userById(ctx.job.createdBy) : undefined;
    if (!user) throw new Error('任务创建人已停用');
    return user;
  }

  private async withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'entrepot-task-'));
    try {
      return await run(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Moves a produced file into storage and records it, so its signed URL can be handed out. */
  private async keep(path: string, name: string, purpose: string, ownerId: string): Promise<{ key: string; name: string }> {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newId()}.xlsx`;
    await this.deps.storage.putFile(key, path, XLSX);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
    await this.deps.database.db.insert(files).values({ key, originalName: name, contentType: XLSX, size, purpose, ownerId });
    return { key, name };
  }

  private async runExport(ctx: JobContext): Promise<JobOutcome> {
    if ('kind' in ctx.job.payload) return this.runKindExport(ctx);
    const { entity, query } = ctx.job.payload as { entity: string; query: Record<string, unknown> };
    const { service } = this.entity(entity);
    const user = await this.owner(ctx);
    return this.withTempDir(async (dir) => {
      const path = join(dir, 'export.xlsx');
      const rows = await exportEntity({
        service,
        exec: this.deps.database.db,
        query,
        scope: rowScope(service.decl, service.table, user.access),
        hidden: hiddenFields(service.decl, user.access),
        mask: maskerOf(service.decl, user),
        path,
        onProgress: (done, total) => ctx.checkpoint(done, total),
      });
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return { result: { rows }, file: await this.keep(path, `${service.decl.label}-${stamp}.xlsx`, 'export', user.id) };
    });
  }

  private async runKindExport(ctx: JobContext): Promise<JobOutcome> {
    const { kind, query } = ctx.job.payload as { kind: string; query: Record<string, unknown> };
    const k = this.kinds.get(kind);
    if (!k) throw new Error(`导出类型 ${kind} 未在此进程注册`);
    const user = await this.owner(ctx);
    return this.withTempDir(async (dir) => {
      const path = join(dir, 'export.xlsx');
      const rows = await k.write({ query, user, path, progress: (done, total) => ctx.checkpoint(done, total) });
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return { result: { rows }, file: await this.keep(path, `${k.label}-${stamp}.xlsx`, 'export', user.id) };
    });
  }

  /** The stored upload of an import, copied to `path`. */
  private async fetchUpload(fileKey: string, path: string): Promise<void> {
    const source = await this.deps.storage.get(fileKey);
    if (!source) throw new Error('导入文件不存在');
    await pipeline(source, createWriteStream(path));
  }

  /** Pass 1's refusals as the downloadable error report: the task fails, nothing written. */
  private async failWithReport(dir: string, label: string, errors: ImportError[], rows: number, user: SessionUser): Promise<JobOutcome> {
    const report = join(dir, 'errors.xlsx');
    await writeErrorReport(report, errors);
    const file = await this.keep(report, `${label}导入错误报告.xlsx`, 'import-errors', user.id);
    return { failed: `共${errors.length}处错误，未导入任何数据，请下载错误报告`, result: { rows, errors: errors.length }, file };
  }

  private async runKindImport(ctx: JobContext): Promise<JobOutcome> {
    const { kind, fileKey } = ctx.job.payload as { kind: string; fileKey: string };
    const k = this.importKinds.get(kind);
    if (!k) throw new Error(`导入类型 ${kind} 未在此进程注册`);
    const user = await this.owner(ctx);
    return this.withTempDir(async (dir) => {
      const path = join(dir, 'import.xlsx');
      await this.fetchUpload(fileKey, path);
      const rows = await readSheet(path, k.maxRows ?? MAX_KIND_ROWS);
      await ctx.checkpoint(0, rows.length);
      const problems = sheetProblems(k, rows);
      const { errors, units } = problems.length ? { errors: problems, units: [] } : await k.plan(rows, user);
      if (errors.length)
        return this.failWithReport(
          dir,
          k.label,
          [...errors].sort((a, b) => a.row - b.row),
          rows.length,
          user,
        );
      const counts = await writeUnits(this.deps.database, k, units, user, (done) => ctx.checkpoint(done, rows.length));
      return { result: { rows: rows.length, ...counts } };
    });
  }

  private async runImport(ctx: JobContext): Promise<JobOutcome> {
    if ('kind' in ctx.job.payload) return this.runKindImport(ctx);
    const { entity, fileKey } = ctx.job.payload as { entity: string; fileKey: string };
    const { service, import: spec = {}, registry = this.deps.registry, changes } = this.entity(entity);
    const user = await this.owner(ctx);
    const { database } = this.deps;
    return this.withTempDir(async (dir) => {
      const path = join(dir, 'import.xlsx');
      await this.fetchUpload(fileKey, path);
      const lookup = await titleLookup(database.db, service.decl, registry);
      const existing = await existingNaturalKeys(database.db, service);
      const { rows, errors, stagePath } = await validateImport(path, service.decl, spec, lookup, existing, importRules(database.db, service));
      await ctx.checkpoint(0, rows);
      if (errors.length) return this.failWithReport(dir, service.decl.label, errors, rows, user);
      const counts = await writeImport({
        stagePath,
        database,
        service,
        spec,
        actor: { id: user.id, name: user.name },
        checkpoint: (done) => ctx.checkpoint(done, rows),
        changes,
        scope: rowScope(service.decl, service.table, user.access),
      });
      return { result: { rows, ...counts } };
    });
  }
}
