import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, requestLevel } from './request-log.ts';

describe('requestLevel', () => {
  it('keeps quick successes quiet, and names failures and slow requests', () => {
    expect(requestLevel(200, 5, 1000)).toBe('debug');
    expect(requestLevel(404, 5, 1000)).toBe('info');
    expect(requestLevel(200, 1500, 1000)).toBe('warn');
    expect(requestLevel(503, 5, 1000)).toBe('error');
  });
});

describe('RequestLog', () => {
  it('writes one line per logged request and none for a quick success at the production level', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/missing', async (_request, reply) => reply.code(404).send({ code: 404 }));
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/missing?x=1' });
    await app.inject({ url: '/no-such-route' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/missing?x=1', status: 404 });
    expect(lines[1]).toMatchObject({ msg: 'request', url: '/no-such-route', status: 404 });
  });
});
