// Lost updates over HTTP: every update of an entity-engine record carries the `version` it read. Without it the
// derived update route answers 10422 naming the field; with a stale one, 10409 — so of many writers that read the
// same version exactly one wins, however many race.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installContract } from '../http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { entityRoutes } from './handlers.ts';
import { Entities } from './registry.ts';
import { updateSchema } from './schemas.ts';
import { EntityService } from './service.ts';
import { tableOf } from './table.ts';
import { createTables } from './testing/create-tables.ts';
import { probeGroup, probeItem } from './testing/probe.entity.ts';

const groups = tableOf(probeGroup);
const items = tableOf(probeItem);
const entities = new Entities();
entities.add(probeGroup, groups);
entities.add(probeItem, items);
const service = new EntityService(probeItem, items, entities);
const admin = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '测试员', isAdmin: true, permissions: new Set<string>() };

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  await createTables(t.database, 'probe', { groups, items });
  app = Fastify();
  installContract(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = admin;
  });
  const routes = entityRoutes(service, t.database);
  app.post('/items', routes.create);
  app.get('/items/:id', routes.detail);
  app.put('/items/:id', routes.update);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  (await app.inject({ method, url, ...(payload ? { payload } : {}) })).json() as { code: number; message: string; data: Record<string, unknown> };
const createItem = async (name: string) => {
  const created = await call('POST', '/items', { name });
  expect(created.code).toBe(10000);
  return created.data as { id: string; version: number };
};

describe('HTTP update of an entity record requires the version it read', () => {
  it('refuses an update without version (10422 naming the field) and leaves the record as it was', async () => {
    const item = await createItem('原名');
    const answer = await call('PUT', `/items/${item.id}`, { name: '覆盖' });
    expect(answer).toMatchObject({ code: 10422, message: 'version: 请刷新后重试（缺少版本号）' });
    const read = await call('GET', `/items/${item.id}`);
    expect(read.data).toMatchObject({ name: '原名', version: item.version });
  });

  it('refuses all of 50 parallel updates without version: none overwrites silently', async () => {
    const item = await createItem('无版本');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call('PUT', `/items/${item.id}`, { name: `写者${i}` })));
    expect(answers.filter((a) => a.code === 10422)).toHaveLength(50);
    expect((await call('GET', `/items/${item.id}`)).data).toMatchObject({ name: '无版本', version: item.version });
  });

  it('answers a stale version 10409 and a current one 10000', async () => {
    const item = await createItem('甲');
    expect(await call('PUT', `/items/${item.id}`, { name: '乙', version: item.version })).toMatchObject({ code: 10000, data: { name: '乙' } });
    expect(await call('PUT', `/items/${item.id}`, { name: '丙', version: item.version })).toMatchObject({ code: 10409 });
    expect((await call('GET', `/items/${item.id}`)).data).toMatchObject({ name: '乙', version: item.version + 1 });
  });

  it('of 50 parallel updates carrying the version they read, exactly one succeeds and 49 answer 10409', async () => {
    const item = await createItem('并发');
    const { version } = (await call('GET', `/items/${item.id}`)).data as { version: number };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call('PUT', `/items/${item.id}`, { name: `写者${i}`, version })));
    expect(answers.filter((a) => a.code === 10000)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 10409)).toHaveLength(49);
    expect((await call('GET', `/items/${item.id}`)).data).toMatchObject({ version: version + 1 });
  });

  it('leaves version optional for imports and internal commands (updateSchema)', () => {
    expect(updateSchema(probeItem).safeParse({ name: '导入' }).success).toBe(true);
  });
});
