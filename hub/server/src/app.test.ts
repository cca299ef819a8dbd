import { Code } from '@entrepot/contract';
import { AppError, parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import type { ModuleManifest } from './module.ts';

const probe: ModuleManifest = {
  name: 'probe',
  services: {
    '/api-probe': (app) => {
      app.post('/echo', async (req) => ({
        code: 10000,
        message: 'ok',
        data: parse(z.strictObject({ mobile: z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码') }), req.body),
      }));
      app.get('/refuse', async () => {
        throw new AppError(Code.CONFLICT, '单据已被他人锁定');
      });
      app.get('/crash', async () => {
        throw new Error('secret stack detail');
      });
    },
  },
};

// The contract does not touch the database; a database is never opened here.
const noDatabase = {} as Database;

async function app(modules?: string[]) {
  return buildApp({ database: noDatabase, manifests: [probe, { name: 'other', services: {} }], modules, serveStatic: false });
}

describe('server contract', () => {
  it('answers /health', async () => {
    const res = await (await app()).inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toMatchObject({ code: 10000, data: { status: 'up' } });
  });

  it('answers unknown paths with HTTP 404 and an envelope', async () => {
    const res = await (await app()).inject('/api-nothing/here?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10404, message: '接口不存在: GET /api-nothing/here', data: null });
  });

  it('mounts module routes under their service prefix', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/api-probe/echo', payload: { mobile: '13800138000' } });
    expect(res.json()).toEqual({ code: 10000, message: 'ok', data: { mobile: '13800138000' } });
  });

  it('turns validation failures into 10422 naming field and rule, with HTTP 200', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/api-probe/echo', payload: { mobile: '123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10422, message: 'mobile: 请输入正确的手机号码' });
  });

  it('rejects unknown keys (no mass assignment)', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/api-probe/echo', payload: { mobile: '13800138000', is_admin: true } });
    expect(res.json().code).toBe(10422);
  });

  it('treats malformed JSON as a validation failure', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/api-probe/echo', payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(10422);
  });

  it('passes domain refusals through as their code', async () => {
    const res = await (await app()).inject('/api-probe/refuse');
    expect(res.json()).toEqual({ code: 10409, message: '单据已被他人锁定', data: null });
  });

  it('hides unexpected errors behind 10500 and an error id', async () => {
    const res = await (await app()).inject('/api-probe/crash');
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(10500);
    expect(body.data.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('secret stack detail');
  });

  it('mounts only the chosen modules', async () => {
    const res = await (await app(['other'])).inject({ method: 'POST', url: '/api-probe/echo', payload: {} });
    expect(res.statusCode).toBe(404);
    await expect(app(['nope'])).rejects.toThrow('未知模块: nope');
  });
});
