import { randomUUID } from 'node:crypto';
import { Code, fail, ok } from '@entrepot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses input with a zod schema; a failure is 10422 naming the field and the rule. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ field: i.path.join('.') || '(body)', rule: i.message }));
  const first = issues[0] ?? { field: '(body)', rule: '格式不正确' };
  return new AppError(Code.VALIDATION, `${first.field}: ${first.rule}`, { issues });
}

/**
 * The contract of ARCHITECTURE §4 for every route: HTTP 200 with an envelope for handled calls,
 * 404 with an envelope for unknown paths, 10500 with an error id (logged, never a stack) otherwise.
 */
export function installContract(app: FastifyInstance): void {
  app.setErrorHandler((thrown: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (thrown instanceof AppError) return reply.status(200).send(fail(thrown.code, thrown.message, thrown.data));
    const error = thrown as Error & { statusCode?: number; code?: string; validation?: unknown };
    if (error instanceof z.ZodError) {
      const e = validationError(error);
      return reply.status(200).send(fail(e.code, e.message, e.data));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(200).send(fail(Code.VALIDATION, '文件: 超出大小或数量限制'));
    }
    // Fastify's own refusals of a malformed request (bad JSON, wrong content type, not multipart…).
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(200).send(fail(Code.VALIDATION, `(body): ${error.message}`));
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return reply.status(200).send(fail(Code.UNEXPECTED, `系统开小差了，错误编号 ${errorId}`, { errorId }));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(Code.NOT_FOUND, `接口不存在: ${request.method} ${request.url.split('?')[0]}`));
  });
}

export { ok };
