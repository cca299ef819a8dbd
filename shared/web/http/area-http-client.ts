import type { AreaBridge } from '@entrepot/bridge/area';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.ts';

/**
 * The HTTP client inside an area: the session comes from the hub's snapshot, toasts and 10401 go to the
 * hub over the bridge (so the limit of 3 toasts holds across iframes and the hub ends the session); a file task
 * started here is announced to the hub (文件任务 screens anywhere reload).
 */
export function createAreaHttpClient(
  bridge: Pick<AreaBridge, 'getSnapshot' | 'toast' | 'sessionInvalid' | 'tasksChanged'>,
  options: Omit<HttpClientOptions, 'getSession' | 'notifyError' | 'onSessionInvalid' | 'onTaskStarted'> = {},
): HttpClient {
  return createHttpClient({
    ...options,
    getSession: () => bridge.getSnapshot()?.session ?? null,
    notifyError: (message) => bridge.toast('error', message),
    onSessionInvalid: () => bridge.sessionInvalid(),
    onTaskStarted: () => bridge.tasksChanged(),
  });
}
