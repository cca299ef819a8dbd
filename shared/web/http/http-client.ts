import { Code, type Envelope, isEnvelope } from '@entrepot/contract';
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';

/** Spec 000 §9: request timeout 180 000 ms. */
export const REQUEST_TIMEOUT_MS = 180_000;
export const TRANSPORT_FAILURE_PREFIX = '系统开小差了:';

export interface SessionHeaders {
  token: string;
  ticket: string;
}

export interface HttpClientOptions {
  /** the current session, read on every call (the hub's store, or an area's bridge snapshot) */
  getSession(): SessionHeaders | null;
  /** shows an error toast (in the hub, so the limit of 3 on screen holds across iframes) */
  notifyError(message: string): void;
  /** code 10401: the hub clears the session and returns to login */
  onSessionInvalid(): void;
  /** an answer carrying `task_id`: a file task (import or export) was started, 文件任务 screens reload */
  onTaskStarted?(): void;
  baseURL?: string;
  timeoutMs?: number;
  /** for tests */
  adapter?: AxiosAdapter;
}

export interface RequestOptions extends AxiosRequestConfig {
  /** opt out of the error toast: the caller shows its own message (spec 000 §8) */
  silent?: boolean;
}

export interface Download {
  blob: Blob;
  filename: string | null;
}

/** A refusal: the answer's envelope (code other than 10000) or a transport failure (code 0). */
export class HttpError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.code = code;
    this.data = data;
    this.name = 'HttpError';
  }
}

export interface HttpClient {
  request<T>(config: RequestOptions): Promise<T>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  /** exports and templates: a file, unless the body turns out to be an envelope (then it is an error) */
  download(url: string, options?: RequestOptions): Promise<Download>;
  readonly axios: AxiosInstance;
}

function filenameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** A blob answer that is JSON carries an envelope: an export refused by the server. */
async function envelopeInBlob(response: AxiosResponse): Promise<Envelope | null> {
  const blob = response.data;
  const type = String(response.headers['content-type'] ?? (blob instanceof Blob ? blob.type : ''));
  if (!(blob instanceof Blob) || !type.includes('json')) return null;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The one HTTP client of ARCHITECTURE §4, for the hub and every area. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '/',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    adapter: options.adapter,
  });
  instance.interceptors.request.use((config) => {
    const session = options.getSession();
    if (session) {
      config.headers.set('Authorization', `Bearer ${session.token}`);
      config.headers.set('X-Ticket', session.ticket);
    }
    return config;
  });

  // A 10422 names its field by key for the forms (`mobile: 请输入…`); a person reads the rule alone.
  const withoutFieldKey = (message: string) => message.replace(/^[A-Za-z_][\w.]*\s*[:：]\s*(?=[^\p{ASCII}])/u, '');
  const refuse = (envelope: Envelope, silent: boolean | undefined): never => {
    if (envelope.code === Code.SESSION_INVALID) options.onSessionInvalid();
    else if (!silent) options.notifyError(envelope.code === Code.VALIDATION ? withoutFieldKey(envelope.message) : envelope.message);
    throw new HttpError(envelope.code, envelope.message, envelope.data);
  };

  const transportFailure = (error: unknown, silent: boolean | undefined): never => {
    const axiosError = error as AxiosError;
    const body = axiosError.response?.data;
    const detail = isEnvelope(body) ? body.message : axiosError.message || String(error);
    const message = `${TRANSPORT_FAILURE_PREFIX}${detail}`;
    if (!silent) options.notifyError(message);
    throw new HttpError(0, message, body ?? null);
  };

  const send = async ({ silent, ...config }: RequestOptions): Promise<AxiosResponse> => {
    try {
      return await instance.request(config);
    } catch (error) {
      // A session ended while the server answered with an HTTP error status still ends the session.
      const body = (error as AxiosError).response?.data;
      if (isEnvelope(body) && body.code === Code.SESSION_INVALID) return refuse(body, silent);
      return transportFailure(error, silent);
    }
  };

  const request = async <T>(config: RequestOptions): Promise<T> => {
    const response = await send(config);
    const body: unknown = response.data;
    if (!isEnvelope(body)) return transportFailure(new Error('响应格式错误'), config.silent);
    if (body.code !== Code.OK) return refuse(body, config.silent);
    if (typeof body.data === 'object' && body.data !== null && 'task_id' in body.data) options.onTaskStarted?.();
    return body.data as T;
  };

  return {
    request,
    get: (url, o) => request({ ...o, method: 'GET', url }),
    post: (url, data, o) => request({ ...o, method: 'POST', url, data }),
    put: (url, data, o) => request({ ...o, method: 'PUT', url, data }),
    delete: (url, o) => request({ ...o, method: 'DELETE', url }),
    async download(url, o = {}) {
      const response = await send({ method: 'GET', ...o, url, responseType: 'blob' });
      const envelope = await envelopeInBlob(response);
      if (envelope) return refuse(envelope.code === Code.OK ? { ...envelope, code: Code.UNEXPECTED } : envelope, o.silent);
      return { blob: response.data as Blob, filename: filenameOf(response.headers['content-disposition']) };
    },
    axios: instance,
  };
}
