// The spec's RPC-style gateways (`/motan-client/<service>/…/I<Name>Service/<method>`, body `{data, operator}`) over
// routes written for plain bodies: the route reads `data` as its body; a gateway list maps its camelCase filter
// names onto the fields' keys. The operator is always the session's, whatever the body says.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../errors.ts';
import type { Route } from './handlers.ts';

type Row = Record<string, unknown>;

/** The `data` of a gateway body (`{}` when absent); anything but an object is refused as 格式不正确. */
export function gatewayData(request: FastifyRequest): Row {
  const body = (request.body ?? {}) as { data?: unknown };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('(body)', '格式不正确');
  if (body.data === undefined || body.data === null) return {};
  if (typeof body.data !== 'object' || Array.isArray(body.data)) throw invalid('data', '格式不正确');
  return body.data as Row;
}

/** The route reading a gateway body's `data` as its own body. */
export const fromGatewayData = (route: Route): Route => ({
  ...route,
  handler: function (this: FastifyInstance, request, reply) {
    request.body = gatewayData(request);
    return route.handler.call(this, request, reply);
  },
});

/** A derived `gatewayList` under the gateway's own filter names (`accountName` → `account_name`). */
export const gatewayAliased = (route: Route, aliases: Record<string, string>): Route => ({
  ...route,
  handler: function (this: FastifyInstance, request, reply) {
    const data = gatewayData(request);
    request.body = { data: Object.fromEntries(Object.entries(data).map(([k, v]) => [aliases[k] ?? k, v])) };
    return route.handler.call(this, request, reply);
  },
});
