// What both declared request kinds answer a list of their targets (`GET <waiting>?kind=sku&ids=a,b`): the request
// waiting on each of its records, so the list marks them 审批中. Guarded by the target's own read code.
import { hasAnyPermission } from '@entrepot/contract';
import type { EntityDecl, WaitingRequest } from '@entrepot/entity';
import { forbidden, parse, requestUser } from '@entrepot/server-kit';
import { type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** The waiting route over a request's targets: `run` reads the asked kind's records (at most 500, a page's). */
export function waitingRoute(
  targets: Record<string, { entity: EntityDecl }>,
  run: (request: FastifyRequest, kind: string, ids: string[]) => Promise<WaitingRequest[]>,
): Route {
  const kinds = Object.keys(targets);
  const query = z.object({
    kind: z.enum(kinds as [string, ...string[]], '类型不正确'),
    ids: z
      .string()
      .default('')
      .transform((v) => v.split(',').filter(Boolean))
      .refine((ids) => ids.length <= 500 && ids.every(isUuid), '记录编号不正确'),
  });
  return readRoute(
    (r) => {
      const q = parse(query, r.query);
      const user = requestUser(r);
      if (!hasAnyPermission(user.isAdmin, user.permissions, targets[q.kind]!.entity.permission('read'))) throw forbidden();
      return run(r, q.kind, q.ids);
    },
    kinds.map((k) => targets[k]!.entity.permission('read')),
  );
}
