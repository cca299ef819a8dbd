import { vi } from 'vitest';
import type { EntityHttp } from '../config.ts';

type Handler = (url: string, body?: unknown, options?: { params?: Record<string, unknown>; data?: unknown }) => unknown;

/**
 * A fake of the shared HTTP client: each method answers from `routes` (`'GET /url'` → data or a function);
 * unknown calls reject. Every call is recorded in `calls` with its method, url, params and body.
 */
export function fakeHttp(routes: Record<string, unknown | Handler> = {}) {
  const calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[] = [];
  const answer = async (method: string, url: string, body?: unknown, options?: { params?: Record<string, unknown> }) => {
    calls.push({ method, url, params: options?.params, body });
    const path = url.split('?')[0];
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    if (route === undefined) throw new Error(`fakeHttp: no answer for ${method} ${url}`);
    return typeof route === 'function' ? (route as Handler)(url, body, options) : structuredClone(route);
  };
  const http = {
    get: vi.fn((url: string, options?: { params?: Record<string, unknown> }) => answer('GET', url, undefined, options)),
    post: vi.fn((url: string, body?: unknown, options?: { params?: Record<string, unknown> }) => answer('POST', url, body, options)),
    put: vi.fn((url: string, body?: unknown, options?: { params?: Record<string, unknown> }) => answer('PUT', url, body, options)),
    delete: vi.fn((url: string, options?: { params?: Record<string, unknown> }) => answer('DELETE', url, undefined, options)),
  };
  return { http: http as unknown as EntityHttp, calls, routes };
}
