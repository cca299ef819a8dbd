import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, REQUEST_TIMEOUT_MS } from './http-client.ts';
import { onceEvery } from './once-every.ts';

type Answer = { status?: number; data: unknown; headers?: Record<string, string> } | Error;

function setup(answer: Answer, session = { token: 'tok', ticket: 'tic' }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (answer instanceof Error) throw answer;
    const response = { data: answer.data, status: answer.status ?? 200, statusText: '', headers: answer.headers ?? {}, config };
    if (response.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const notifyError = vi.fn();
  const onSessionInvalid = vi.fn();
  const http = createHttpClient({ getSession: () => session, notifyError, onSessionInvalid, adapter });
  return { http, seen, notifyError, onSessionInvalid };
}

describe('http client', () => {
  it('sends the session headers and unwraps data on 10000', async () => {
    const { http, seen } = setup({ data: { code: 10000, message: '操作成功', data: { id: 1 } } });
    await expect(http.get('/api-auth/api/v1/user')).resolves.toEqual({ id: 1 });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('X-Ticket')).toBe('tic');
    expect(seen[0]?.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('toasts the server message and rejects with the body on another code', async () => {
    const { http, notifyError } = setup({ data: { code: 10422, message: 'mobile: 请输入正确的手机号码', data: null } });
    const error = await http.post('/x', {}).catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(10422);
    // The toast reads as a person's words; the error keeps the field's key for the form that marks it.
    expect(notifyError).toHaveBeenCalledWith('请输入正确的手机号码');
    expect((error as HttpError).message).toBe('mobile: 请输入正确的手机号码');
  });

  it('stays quiet when the call opts out of messages', async () => {
    const { http, notifyError } = setup({ data: { code: 10005, message: '请先修改密码', data: null } });
    await expect(http.post('/login', {}, { silent: true })).rejects.toMatchObject({ code: 10005 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('hands 10401 to the session handler instead of toasting', async () => {
    const { http, notifyError, onSessionInvalid } = setup({ data: { code: 10401, message: '请重新登录', data: null } });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 10401 });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reports transport failures with 系统开小差了:', async () => {
    const timeout = setup(new AxiosError('timeout of 180000ms exceeded', 'ECONNABORTED'));
    await expect(timeout.http.get('/x')).rejects.toMatchObject({ code: 0 });
    expect(timeout.notifyError).toHaveBeenCalledWith('系统开小差了:timeout of 180000ms exceeded');
    const missing = setup({ status: 404, data: { code: 10404, message: '接口不存在', data: null } });
    await expect(missing.http.get('/nope')).rejects.toThrow('系统开小差了:接口不存在');
  });

  it('treats a blob answer holding an envelope as an error, and passes real files through', async () => {
    const refused = setup({
      data: new Blob([JSON.stringify({ code: 10403, message: '没有权限执行此操作', data: null })], { type: 'application/json' }),
      headers: { 'content-type': 'application/json' },
    });
    await expect(refused.http.download('/export')).rejects.toMatchObject({ code: 10403 });
    expect(refused.notifyError).toHaveBeenCalledWith('没有权限执行此操作');
    const file = setup({
      data: new Blob(['a,b'], { type: 'text/csv' }),
      headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv" },
    });
    const download = await file.http.download('/export');
    expect(download.filename).toBe('订单.csv');
    expect(await download.blob.text()).toBe('a,b');
  });
});

describe('onceEvery', () => {
  it('runs at most once per window', () => {
    let t = 0;
    const fn = vi.fn();
    const throttled = onceEvery(3000, fn, () => t);
    throttled();
    t = 2999;
    throttled();
    t = 3000;
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('area http client', () => {
  it('reads the session from the bridge and reports through it', async () => {
    const { createAreaHttpClient } = await import('./area-http-client.ts');
    const toast = vi.fn();
    const sessionInvalid = vi.fn();
    const seen: InternalAxiosRequestConfig[] = [];
    const tasksChanged = vi.fn();
    const bridge = { getSnapshot: () => ({ session: { token: 'a', ticket: 'b' } }) as never, toast, sessionInvalid, tasksChanged };
    const answers = [
      { code: 10409, message: '数据已被修改或正被他人处理，请刷新后重试', data: null },
      { code: 10401, message: '请重新登录', data: null },
      { code: 10000, message: 'ok', data: { id: 'r1' } },
      { code: 10000, message: '导出任务已创建，请在文件任务中下载', data: { task_id: 't1' } },
    ];
    const http = createAreaHttpClient(bridge, {
      adapter: async (config) => {
        seen.push(config);
        return { data: answers.shift(), status: 200, statusText: '', headers: {}, config };
      },
    });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 10409 });
    expect(toast).toHaveBeenCalledWith('error', '数据已被修改或正被他人处理，请刷新后重试');
    await expect(http.get('/x')).rejects.toMatchObject({ code: 10401 });
    expect(sessionInvalid).toHaveBeenCalledTimes(1);
    expect(seen[0]?.headers.get('X-Ticket')).toBe('b');
    // A file task started (an answer with task_id) is announced to the hub; any other answer is not.
    await http.get('/x');
    expect(tasksChanged).not.toHaveBeenCalled();
    await http.get('/export');
    expect(tasksChanged).toHaveBeenCalledTimes(1);
  });
});
