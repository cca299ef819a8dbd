import { randomUUID } from 'node:crypto';
import { Code, fail, ok } from '@entrepot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

// zod's own messages (a rule no schema words itself) in Chinese: no framework's English reaches a user.
z.config(z.locales.zhCN());

/** Fastify's refusals of a request's body, in the product's words (its own messages are English). */
const BODY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以文件上传的方式提交',
};
const NOT_AN_OBJECT = '请求内容必须是JSON对象';

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
export interface ContractOptions {
  /** Paths a browser may type as a screen (`/commodity/information/sku`): opened in the hub at `/#<path>`. */
  isScreenPath?(path: string): boolean;
}

export function installContract(app: FastifyInstance, options: ContractOptions = {}): void {
  // A JSON body is an object or an array; an empty one reads as `{}` (a POST that needs no body, sent with the
  // header anyway); `null`, a number, a string or a boolean is refused. Prototype keys are refused as Fastify does.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    json(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      if (value === null || typeof value !== 'object') return done(new AppError(Code.VALIDATION, `(body): ${NOT_AN_OBJECT}`));
      done(null, value);
    });
  });
  app.setErrorHandler((thrown: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (thrown instanceof AppError) return reply.status(200).send(fail(thrown.code, thrown.message, thrown.data));
    const error = thrown as Error & { statusCode?: number; code?: string; validation?: unknown };
    if (error instanceof z.ZodError) {
      const e = validationError(error);
      return reply.status(200).send(fail(e.code, e.message, e.data));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(200).send(fail(Code.VALIDATION, '文件: 超出大小或数量限制'));
    }
    // Fastify's own refusals of a malformed request (bad JSON, too large, wrong content type, not multipart…).
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      const message = (error.code && BODY_MESSAGES[error.code]) ?? (error.statusCode === 413 ? BODY_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE : '请求格式不正确');
      return reply.status(200).send(fail(Code.VALIDATION, `(body): ${message}`));
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return reply.status(200).send(fail(Code.UNEXPECTED, `系统开小差了，错误编号 ${errorId}`, { errorId }));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A screen's path typed without its `#/` (a person's link, a bookmark): the same screen, not a JSON 404.
    if (request.method === 'GET' && options.isScreenPath?.(path) && /text\/html/.test(request.headers.accept ?? '')) {
      return reply.redirect(`/#${request.url}`, 302);
    }
    reply.status(404).send(fail(Code.NOT_FOUND, `接口不存在: ${request.method} ${request.url.split('?')[0]}`));
  });
}

export { ok };
