import { Code, type CodeValue, messageFor } from '@entrepot/contract';

/** A refusal the caller should see: becomes the envelope {code, message, data} with HTTP 200. */
export class AppError extends Error {
  readonly code: CodeValue;
  readonly data: unknown;
  constructor(code: CodeValue, message?: string, data: unknown = null) {
    super(message ?? messageFor(code));
    this.code = code;
    this.data = data;
  }
}

export const notFound = (what = '记录') => new AppError(Code.NOT_FOUND, `${what}不存在`);
export const forbidden = (message?: string) => new AppError(Code.FORBIDDEN, message);
export const conflict = (message: string) => new AppError(Code.CONFLICT, message);
export const invalid = (field: string, rule: string) => new AppError(Code.VALIDATION, `${field}: ${rule}`, { field, rule });
