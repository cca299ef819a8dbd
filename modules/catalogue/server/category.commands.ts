// The category tree's writes: a record's level follows its parent (at most categoryMaxLevel deep), a
// parent cannot move under its own descendants, and a category with children or SPUs is not deleted.
import { ok } from '@entrepot/contract';
import { conflict, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type entityRoutes, type Route, updateSchema } from '@entrepot/server-kit/entity';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { categoryMaxLevel } from '../entities/index.ts';
import { categories, spus } from './catalogue.schema.ts';
import type { CatalogueServices } from './services.ts';

type Row = Record<string, unknown>;
type Handlers = ReturnType<typeof entityRoutes>;
const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;

/** The level a category gets under this parent; refuses a missing parent, a cycle, or a tree too deep. */
async function levelUnder(exec: Executor, parentId: unknown, self?: string): Promise<number> {
  if (parentId == null || parentId === '') return 1;
  let level = 1;
  let cursor: string | null = String(parentId);
  while (cursor) {
    if (cursor === self) throw invalid('parent_id', '不能选择自己或下级分类作为上级分类');
    const [row] = await exec.select({ parent_id: categories.parent_id }).from(categories).where(eq(categories.id, cursor));
    if (!row) throw invalid('parent_id', '上级分类不存在');
    level += 1;
    cursor = (row.parent_id as string | null) ?? null;
  }
  if (level > categoryMaxLevel) throw invalid('parent_id', `分类最多${categoryMaxLevel}级`);
  return level;
}

/** Every category, ordered for building the tree (level, sort, code). */
export async function categoryTree(exec: Executor): Promise<Row[]> {
  return (await exec
    .select({
      id: categories.id,
      parent_id: categories.parent_id,
      code: categories.code,
      name: categories.name,
      name_en: categories.name_en,
      level: categories.level,
      sort: categories.sort,
      version: categories.version,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.code))) as Row[];
}

export function categoryCommands(database: Database, s: CatalogueServices, $: Handlers) {
  const creating = createSchema(s.category.decl);
  const updating = updateSchema(s.category.decl);
  const perm = (action: string) => ({ config: { permission: s.category.decl.permission(action) } });

  const create: Route = {
    ...perm('create'),
    handler: async (r) => {
      const input = parse(creating, $.access(r).body) as Row;
      return ok(await database.tx(async (tx) => s.category.create(tx, input, actorOf(r), { level: await levelUnder(tx, input.parent_id) })));
    },
  };

  const update: Route = {
    ...perm('update'),
    handler: async (r) => {
      const a = $.access(r);
      const id = idOf(r);
      const input = parse(updating, a.body) as Row;
      return ok(
        await database.tx(async (tx) => {
          const extra: Row = {};
          if ('parent_id' in input) {
            extra.level = await levelUnder(tx, input.parent_id, id);
            const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parent_id, id));
            const before = await s.category.get(tx, id);
            if ((kids?.n ?? 0) > 0 && (before.parent_id ?? null) !== (input.parent_id ?? null)) throw conflict('该分类下有子分类，不能移动');
          }
          return s.category.update(tx, id, input, actorOf(r), { scope: a.scope, extra });
        }),
      );
    },
  };

  const remove: Route = {
    ...perm('delete'),
    handler: async (r) => {
      const id = idOf(r);
      await database.tx(async (tx) => {
        const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parent_id, id));
        if ((kids?.n ?? 0) > 0) throw conflict('该分类下有子分类，不能删除');
        const [used] = await tx.select({ n: count() }).from(spus).where(eq(spus.category_id, id));
        if ((used?.n ?? 0) > 0) throw conflict('该分类下有SPU，不能删除');
        await s.category.remove(tx, [id], actorOf(r), $.access(r).scope);
      });
      return ok(null);
    },
  };

  return { create, update, remove, tree: { ...perm('read'), handler: async () => ok(await categoryTree(database.db)) } satisfies Route };
}
