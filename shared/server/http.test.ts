import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installContract, ok, parse } from './http.ts';

// The contract's answers to bodies Fastify or zod refuse: always 10422 in the product's words.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 });
  installContract(app, { isScreenPath: (path) => !path.startsWith('/api') });
  app.post('/echo', async (request) => ok(request.body));
  app.post('/create', async (request) => ok(parse(z.strictObject({ name: z.string().max(5).optional() }), request.body)));
  await app.ready();
});
afterAll(async () => app.close());

const post = async (url: string, payload: string, contentType = 'application/json') =>
  (await app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } })).json();

describe('request bodies', () => {
  it('reads an empty JSON body as {}', async () => {
    expect(await post('/echo', '')).toMatchObject({ code: 10000, data: {} });
    expect(await post('/create', ' ')).toMatchObject({ code: 10000, data: {} });
  });

  it('refuses a body that is no object', async () => {
    for (const body of ['null', '12345', '"text"', 'true'])
      expect(await post('/echo', body), body).toEqual({ code: 10422, message: '(body): 请求内容必须是JSON对象', data: null });
    expect((await post('/create', '[]')).code).toBe(10422);
  });

  it('answers malformed, oversized and foreign bodies in Chinese', async () => {
    expect(await post('/echo', '{"a":')).toMatchObject({ code: 10422, message: '(body): 请求内容不是有效的JSON' });
    expect(await post('/echo', '{"__proto__":{"x":1}}')).toMatchObject({ code: 10422, message: '(body): 请求内容不是有效的JSON' });
    expect(await post('/echo', JSON.stringify({ a: 'x'.repeat(2000) }))).toMatchObject({ code: 10422, message: '(body): 请求内容过大' });
    expect(await post('/echo', '<a/>', 'text/xml')).toMatchObject({ code: 10422, message: '(body): 不支持的请求内容类型' });
  });

  it("gives zod's own rules in Chinese", async () => {
    const array = await post('/create', '[]');
    const unknown = await post('/create', '{"x":1}');
    const type = await post('/create', '{"name":1}');
    for (const answer of [array, unknown, type]) {
      expect(answer.code).toBe(10422);
      expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(answer.message).not.toMatch(/Invalid|Unrecognized|expected/);
    }
  });
});

describe('unknown paths', () => {
  it('opens a screen typed path-style in the hub, and answers an API client with the envelope', async () => {
    const page = await app.inject({ method: 'GET', url: '/commodity/information/sku?code=A', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/#/commodity/information/sku?code=A');
    const api = await app.inject({ method: 'GET', url: '/commodity/information/sku', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 10404, message: '接口不存在: GET /commodity/information/sku' });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
  });
});
