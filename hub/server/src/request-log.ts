import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged at `warn` whatever its answer (LOG_SLOW_MS). */
export const SLOW_MS = Number(process.env.LOG_SLOW_MS ?? 1000);

type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** How loud one finished request is: quick successes are `debug` (silent at the production level `info`). */
export function requestLevel(status: number, ms: number, slowMs = SLOW_MS): Level {
  if (status >= 500) return 'error';
  if (ms >= slowMs) return 'warn';
  return status >= 400 ? 'info' : 'debug';
}

/**
 * One line per request at most, in place of Fastify's two (README "Web apps and the wire"): a failure or a slow
 * request with its method, path, status, time and user; a quick success only when LOG_LEVEL=debug. An unexpected
 * error's stack is logged once by the error handler (shared/server/http.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {} // its line is the request's own (a 404 at info)

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const level = error ? 'error' : requestLevel(reply.statusCode, ms);
    if ((LEVELS[level] as number) < (LEVELS[request.log.level] ?? Number.POSITIVE_INFINITY)) return; // built only when written
    const user = request.user?.id;
    request.log[level](
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms), ...(user && { user }), ...(error && { err: error }) },
      'request',
    );
  }
}
