// `/api-auth` approval routes (our paths, listed in README.md). Flows are a derived entity; requests
// move only through the commands, each in one transaction.
import { parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import {
  type Actor,
  commandRoute,
  createSchema,
  Entities,
  EntityService,
  entityRoutes,
  httpUpdateSchema,
  type Route,
  readRoute,
} from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { approvalFlow } from './approval-flow.entity.ts';
import { flows } from './approvals.schema.ts';
import * as approve from './approve-request.command.ts';
import { createFlow, updateFlow } from './flow.commands.ts';
import { SUBMIT_PERMISSION } from './permissions.ts';
import { decidedList, documentTypes, listQuery, requestDetail, submittedList, todoList } from './queries.ts';
import * as reject from './reject-request.command.ts';
import * as submit from './submit-request.command.ts';
import * as withdraw from './withdraw-request.command.ts';

export interface ApprovalDeps {
  database: Database;
  outbox: Outbox;
}

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('审批编号不正确') }), r.params).id;
const flowIdOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const flowCreate = createSchema(approvalFlow);
const flowUpdate = httpUpdateSchema(approvalFlow);

export function flowService(): EntityService {
  const registry = new Entities();
  registry.add(approvalFlow, flows);
  return new EntityService(approvalFlow, flows, registry);
}

export function approvalRoutes({ database, outbox }: ApprovalDeps) {
  const flowsService = flowService();
  const flow$ = entityRoutes(flowsService, database);
  const db = database.db;
  /** Input is checked before the transaction opens; the approver check is the command's own. */
  const command = <I>(read: (r: FastifyRequest) => I, run: (tx: Tx, input: I, r: FastifyRequest) => Promise<unknown>, permission?: string): Route =>
    commandRoute(database, (r, tx) => run(tx, read(r), r), permission);
  const query = (run: (r: FastifyRequest) => Promise<unknown>): Route => readRoute(run);
  const me = (r: FastifyRequest) => requestUser(r);
  const actor = (r: FastifyRequest): Actor => ({ id: me(r).id, name: me(r).name });
  const listOf = (r: FastifyRequest) => parse(listQuery, withoutEmpty(r.query));

  return (app: FastifyInstance) => {
    app.get('/api/v1/approval/flows', flow$.list);
    app.post(
      '/api/v1/approval/flow',
      command(
        (r) => parse(flowCreate, r.body),
        (tx, input, r) => createFlow(tx, flowsService, input, actor(r)),
        approvalFlow.permission('create'),
      ),
    );
    app.get('/api/v1/approval/flow/:id', flow$.detail);
    app.put(
      '/api/v1/approval/flow/:id',
      command(
        (r) => ({ id: flowIdOf(r), body: parse(flowUpdate, r.body) }),
        (tx, i, r) => updateFlow(tx, flowsService, i.id, i.body, actor(r)),
        approvalFlow.permission('update'),
      ),
    );
    app.get('/api/v1/approval/flow/:id/log', flow$.auditTrail);
    app.get(
      '/api/v1/approval/document-types',
      query(() => documentTypes(db)),
    );
    app.delete('/api/v1/approval/flow/:id', flow$.remove);

    app.post(
      '/api/v1/approval/submit',
      command(
        (r) => parse(submit.submitInput, r.body),
        (tx, input, r) => submit.execute(tx, outbox, input, me(r)),
        SUBMIT_PERMISSION,
      ),
    );
    app.get(
      '/api/v1/approval/todo',
      query((r) => todoList(db, me(r).id, listOf(r))),
    );
    app.get(
      '/api/v1/approval/mine',
      query((r) => submittedList(db, me(r).id, listOf(r))),
    );
    app.get(
      '/api/v1/approval/done',
      query((r) => decidedList(db, me(r).id, listOf(r))),
    );
    app.get(
      '/api/v1/approval/:id',
      query((r) => requestDetail(db, me(r), idOf(r))),
    );
    app.post(
      '/api/v1/approval/:id/approve',
      command(
        (r) => ({ id: idOf(r), body: parse(approve.approveInput, r.body) }),
        (tx, i, r) => approve.execute(tx, outbox, i.id, i.body, me(r).id),
      ),
    );
    app.post(
      '/api/v1/approval/:id/reject',
      command(
        (r) => ({ id: idOf(r), body: parse(reject.rejectInput, r.body) }),
        (tx, i, r) => reject.execute(tx, outbox, i.id, i.body, me(r).id),
      ),
    );
    app.post(
      '/api/v1/approval/:id/withdraw',
      command(
        (r) => ({ id: idOf(r), body: parse(withdraw.withdrawInput, r.body) }),
        (tx, i, r) => withdraw.execute(tx, outbox, i.id, i.body, me(r)),
      ),
    );
  };
}
