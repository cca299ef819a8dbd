// Demo samples (样品管理) for the start command: candidates in every evaluation state, from suppliers and
// bought online, under the demo categories, developed by ops01. Written once (skipped when any sample exists).
import type { Database } from '@entrepot/server-kit/db';
import { inArray } from 'drizzle-orm';
import { categories } from '../catalogue.schema.ts';
import { demoPeople } from '../seed-people.ts';
import { samples } from './sample.schema.ts';
import { sampleServices, shanghaiToday } from './sample-services.ts';

type Evaluation = 'approve' | 'reject' | null;
const SAMPLES: [name: string, category: string, source: string, supplier: string, cost: string, daysAgo: number, evaluation: Evaluation][] = [
  ['重磅纯棉oversize T恤', 'T恤', 'supplier', '义乌织造厂', '21.50', 2, null],
  ['冰丝速干运动T恤', 'T恤', 'online', '1688·晋江动力服饰', '16.80', 5, 'approve'],
  ['华夫格连帽卫衣', '卫衣', 'supplier', '杭州暖阳针织', '48.00', 9, 'approve'],
  ['摇粒绒半拉链卫衣', '卫衣', 'online', '1688·石狮羊绒坊', '39.90', 12, 'reject'],
  ['陶瓷手绘马克杯 350ml', '马克杯', 'supplier', '景德镇青瓷窑', '9.60', 3, null],
  ['316不锈钢保温马克杯', '马克杯', 'online', '1688·永康杯业', '18.20', 15, 'approve'],
  ['棉麻刺绣抱枕套', '抱枕靠垫', 'supplier', '南通家纺城', '12.40', 7, null],
  ['毛绒兔子靠垫', '抱枕靠垫', 'other', '展会样品', '25.00', 20, 'reject'],
];

const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function seedSamples(database: Database): Promise<void> {
  const [existing] = await database.db.select({ id: samples.id }).from(samples).limit(1);
  if (existing) return;
  const people = await demoPeople(database);
  if (!people) return;
  const names = [...new Set(SAMPLES.map((row) => row[1]))];
  const found = await database.db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.name, names));
  const categoryOf = new Map(found.map((c) => [c.name, c.id]));
  const { actor, developer } = people;
  const today = shanghaiToday();
  const { sample } = sampleServices();
  await database.tx(async (tx) => {
    for (const [name, category, source, supplier_name, cost_price, daysAgo, evaluation] of SAMPLES) {
      const row = await sample.create(
        tx,
        {
          name,
          category_id: categoryOf.get(category) ?? null,
          source,
          supplier_name,
          cost_price,
          quantity: 1,
          received_on: daysBefore(today, daysAgo),
          developer_id: developer.id,
        },
        actor,
      );
      if (evaluation) await sample.transition(tx, row.id, 'status', evaluation, actor);
    }
  });
}
