// The demo's inspections (README "Demo and permissions"): purchasing's orders already delivering (部分到货,
// 已完成) inspected at every stage and in every state — 已完成 合格 and 让步接收, 待检验, and a failed end-term
// inspection 已放行 by a buyer with its reason. None holds a receipt: the one that failed is released, and
// approved orders are left to goods in and to the browser journeys. And 抽检比例: two categories', one SKU's, one
// 停用 — seeded after goods in's demo receipts, so those keep the default 10%.
import { staff } from '@entrepot/hub-server/entities';
import { category, sku } from '@entrepot/module-catalogue';
import { order } from '@entrepot/module-purchase';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, tableOf } from '@entrepot/server-kit/entity';
import { asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { sampleOf } from '../domain/sampling.ts';
import type { InspectionStage } from '../entities/index.ts';
import { inspectionRules } from './inspection-rules.ts';
import { inspections } from './quality.schema.ts';
import { releaseInspection } from './release.ts';
import { type QualityServices, qualityServices } from './services.ts';

const users = tableOf(staff);
const orders = tableOf(order);
const skus = tableOf(sku);
const categories = tableOf(category);

type Result = 'pass' | 'fail' | 'concession';
interface DemoInspection {
  stage: InspectionStage;
  /** Days before today it was (or is to be) inspected. */
  daysAgo: number;
  result?: Result;
  /** A failed one released by the buyer with this reason. */
  released?: string;
  batch: number;
  defects: number;
  remark: string;
}

const CHECKLIST: { item: string; standard: string }[] = [
  { item: '颜色', standard: '与确认样一致，无明显色差' },
  { item: '尺寸', standard: '按尺码表测量，公差 ±1 cm' },
  { item: '做工', standard: '线迹平直，无跳线、断线、污渍' },
  { item: '包装', standard: '单件入袋，吊牌、洗水唛齐全' },
];

/** Per order (oldest first), its inspections in the order they happened. */
const PLAN: DemoInspection[][] = [
  [
    { stage: 'meeting', daysAgo: 30, result: 'pass', batch: 0, defects: 0, remark: '面料、辅料、工艺单已确认' },
    { stage: 'endterm', daysAgo: 6, result: 'pass', batch: 600, defects: 2, remark: '抽检合格，准予出货' },
  ],
  [
    { stage: 'initial', daysAgo: 12, result: 'pass', batch: 120, defects: 1, remark: '首批产前样合格' },
    { stage: 'mid', daysAgo: 5, result: 'concession', batch: 300, defects: 9, remark: '个别线头未清，工厂返修后出货' },
  ],
  [
    {
      stage: 'endterm',
      daysAgo: 3,
      result: 'fail',
      released: '色差在客户可接受范围内，经采购主管同意放行',
      batch: 400,
      defects: 26,
      remark: '批次色差偏深',
    },
  ],
  [{ stage: 'endterm', daysAgo: -2, batch: 500, defects: 0, remark: '约定到厂尾期验货' }],
];

const dayOf = (today: Date, daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function inspect(tx: Tx, s: QualityServices, orderId: string, plan: DemoInspection, who: { actor: Actor; buyer: Actor }, today: Date) {
  const made = await s.inspection.create(
    tx,
    {
      stage: plan.stage,
      order_id: orderId,
      inspector_id: who.actor.id,
      inspect_date: dayOf(today, plan.daysAgo),
      batch_quantity: plan.batch,
      sample_quantity: sampleOf(plan.batch, null), // the default ratio
      defect_quantity: plan.defects,
      result: plan.result ?? null,
      remark: plan.remark,
      items: CHECKLIST.map((c, i) => ({
        ...c,
        result: plan.result ? (plan.result !== 'pass' && i === 0 ? 'fail' : 'pass') : null,
        remark: plan.result && plan.result !== 'pass' && i === 0 ? plan.remark : null,
      })),
    },
    who.actor,
  );
  if (!plan.result) return;
  await s.inspection.transition(tx, made.id, 'status', 'complete', who.actor);
  if (plan.released) await releaseInspection(tx, s, made.id, plan.released, who.buyer);
}

/** The categories with the most SKUs first, and a SKU of the next one, for the ratios. */
async function seedRatios(tx: Tx, s: QualityServices, actor: Actor) {
  const busiest = await tx
    .select({ id: skus.category_id, n: sql<number>`count(*)::int` })
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.category_id))
    .where(isNotNull(skus.category_id))
    .groupBy(skus.category_id)
    .orderBy(desc(sql`count(*)`), asc(skus.category_id))
    .limit(4);
  if (busiest.length < 4) return;
  const [first, second, third, fourth] = busiest.map((c) => String(c.id));
  const [strict] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.category_id, third!)).orderBy(asc(skus.code)).limit(1);
  await s.ratio.create(tx, { category_id: first, percent: '5', min_sample: 3, remark: '常规针织品，工厂品控稳定' }, actor);
  await s.ratio.create(tx, { category_id: second, percent: '15', min_sample: 5, remark: '深色面料易色差，加严抽检' }, actor);
  if (strict) await s.ratio.create(tx, { sku_id: strict.id, percent: '20', min_sample: 10, remark: '近期客诉偏多，逐批加严' }, actor);
  const paused = await s.ratio.create(tx, { category_id: fourth, percent: '8', min_sample: 2, remark: '换厂前的旧比例' }, actor);
  await s.ratio.transition(tx, paused.id, 'status', 'disable', actor);
}

/** Once, on a demo's first start, after purchasing's orders (`late`). */
export async function seedQuality(database: Database, today = new Date()): Promise<void> {
  const s = qualityServices();
  s.inspection.withRules(inspectionRules); // the order's supplier, as a person's create
  await database.tx(async (tx) => {
    if ((await tx.select({ one: sql`1` }).from(inspections).limit(1)).length) return; // seeded once
    const people = await tx
      .select({ id: users.id, name: users.name, login: users.login_name })
      .from(users)
      .where(inArray(users.login_name, ['warehouse01', 'buyer01']));
    const person = (login: string) => people.find((p) => p.login === login);
    const inspector = person('warehouse01');
    const buyer = person('buyer01');
    if (!inspector || !buyer) return;
    const who = { actor: { id: inspector.id, name: inspector.name }, buyer: { id: buyer.id, name: buyer.name } };
    const delivering = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.status, ['partial', 'completed']))
      .orderBy(asc(orders.order_date), asc(orders.code))
      .limit(PLAN.length);
    for (const [i, { id }] of delivering.entries()) for (const plan of PLAN[i]!) await inspect(tx, s, id, plan, who, today);
    await seedRatios(tx, s, who.actor);
  });
}
