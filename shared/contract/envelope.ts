import { Code, type CodeValue, messageFor } from './codes.ts';

/** Every handled call answers HTTP 200 with this body; `code` says success or refusal. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = messageFor(Code.OK)): Envelope<T> {
  return { code: Code.OK, message, data };
}

export function fail(code: CodeValue, message?: string, data: unknown = null): Envelope<unknown> {
  return { code, message: message ?? messageFor(code), data };
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && typeof (value as Envelope).code === 'number';
}
