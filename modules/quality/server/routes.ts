// `/api-quality/api/v1/quality/…` (README "Routes"): the inspection entity at every segment of the spec — `main`
// all stages, each stage's own narrowed to it and creating in it — with 放行, 按模板新建, print and the log; the
// ratio with its calculation.
import { ok } from '@entrepot/contract';
import type { EntityChanged } from '@entrepot/entity';
import { type EntityRoutes, type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Route, readRoute, withBodyId } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { qualityEvents } from '../domain/events.ts';
import { sampleOf } from '../domain/sampling.ts';
import { BASE, type InspectionStage, inspection, qualityResources as R, ratio, stageResources } from '../entities/index.ts';
import { inspectionRules } from './inspection-rules.ts';
import { ratiosOf } from './reads.ts';
import { releaseInspection } from './release.ts';
import type { QualityServices } from './services.ts';

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const releaseBody = z.object({ reason: z.string('请填写放行原因').trim().min(1, '请填写放行原因').max(300, '放行原因最长300个字符') });
const fromTemplate = z.object({ template_id: z.uuid('请选择模板质检单'), order_id: z.uuid('请选择采购单'), inspect_date: z.iso.date().optional() });
const calculateBody = z.object({ sku_code: z.string('请填写SKU').trim().min(1, '请填写SKU'), quantity: z.number('请填写数量').int().min(0).max(100_000_000) });

export function qualityRoutes(app: FastifyInstance, ctx: ModuleContext, s: QualityServices): void {
  const db = ctx.database;
  const stages = Object.entries(stageResources) as [InspectionStage, (typeof stageResources)[InspectionStage]][];
  const bound = {
    inspection: { resource: R.inspection, service: s.inspection, rules: inspectionRules },
    ratio: { resource: R.ratio, service: s.ratio },
    // Each stage's segment serves that stage's inspections only, and creates in it.
    ...Object.fromEntries(stages.map(([stage, resource]) => [stage, { resource, service: s.inspection, rules: inspectionRules, fixed: { stage } }])),
  };
  const $ = mountResources(app, ctx, s.registry, bound as Parameters<typeof mountResources>[3]) as Record<'inspection' | 'ratio', EntityRoutes>;
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  // The commands beside the declared routes announce their changes as those do (qualityEvents).
  const announce = (tx: Tx, ids: string[], action: string) => ctx.outbox.publish(tx, qualityEvents.inspectionChanged, { ids, action } satisfies EntityChanged);
  const segments = ['main', ...stages.map(([, r]) => r.segment)];

  /** 放行: a buyer lets a failed inspection's order be received, with the reason on record. */
  const release: Route = {
    config: { permission: inspection.permission('release') },
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      const { reason } = parse(releaseBody, request.body);
      return ok(
        await db.tx(async (tx) => {
          const released = await releaseInspection(tx, s, id, reason, actor(request));
          await announce(tx, [id], 'release');
          return released;
        }),
      );
    },
  };
  /** 按模板新建: a new inspection of an order with the checklist of an earlier one (its results cleared). */
  const createFrom: Route = {
    config: { permission: inspection.permission('create') },
    handler: async (request) => {
      const body = parse(fromTemplate, request.body);
      return ok(
        await db.tx(async (tx) => {
          const template = await s.inspection.get(tx, body.template_id);
          const items = (template.items as Record<string, unknown>[]).map((i) => ({ item: i.item, standard: i.standard }));
          const made = await s.inspection.create(
            tx,
            { stage: template.stage, order_id: body.order_id, inspect_date: body.inspect_date ?? null, items },
            actor(request),
          );
          await announce(tx, [made.id], 'create');
          return made;
        }),
      );
    },
  };
  const print: Route = readRoute(async (request) => {
    const id = parse(idParams, { id: (request.query as { id?: unknown }).id }).id;
    return s.inspection.get(db.db, id);
  }, inspection.permission('read'));
  for (const seg of segments) {
    app.post(`${BASE}/${seg}/release/:id`, release);
    app.post(`${BASE}/${seg}/createTemp`, createFrom);
    app.get(`${BASE}/${seg}/print`, print);
  }
  /** `log?id=`: an inspection's operation log (the spec's quality log). */
  app.get(`${BASE}/log`, {
    ...$.inspection.auditTrail,
    handler: function (this: FastifyInstance, request, reply) {
      (request as FastifyRequest & { params: unknown }).params = { id: (request.query as { id?: unknown }).id };
      return ($.inspection.auditTrail.handler as Route['handler']).call(this, request, reply);
    },
  });
  app.put(`${BASE}/ratio/update`, withBodyId($.ratio.update, ratio.label));
  /** `ratio/calculate {sku_code, quantity}` → the ratio in force and how many to inspect. */
  app.post(
    `${BASE}/ratio/calculate`,
    readRoute(async (request) => {
      const { sku_code, quantity } = parse(calculateBody, request.body);
      const code = sku_code.toUpperCase();
      const found = (await ratiosOf(db.db, [code])).get(code) ?? null;
      return {
        sku_code: code,
        quantity,
        percent: found?.percent ?? '10.00',
        min_sample: found?.min_sample ?? 1,
        sample: sampleOf(quantity, found),
        by_default: !found,
      };
    }, ratio.permission('read')),
  );
}
