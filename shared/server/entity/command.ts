// A hand-written command as the engine runs it (the shape of hub/server/src/approvals): its input schema, what
// it loads (and locks), a pure `decide` — the change or the refusal, unit-tested without a database — and
// `apply`, which writes and announces. It never sees the HTTP layer: `commandHandler` binds it to a route with
// its permission and builds its context (the actor, the data rules) from the request.
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Tx } from '../db/database.ts';
import type { AppError } from '../errors.ts';
import { parse } from '../http.ts';
import { requestUser } from '../request-user.ts';
import type { Actor } from './audit.ts';
import { commandRoute, type Route } from './handlers.ts';

/** What a command knows of who runs it: the actor, the rows their data rules let it touch. */
export interface CommandContext {
  actor: Actor;
  scope?: SQL;
}

/** A decision that refuses, with the message a person reads (`invalid(field, …)`, `conflict(…)`). */
export interface Refused {
  refused: AppError;
}

export interface Command<I, S, C, R, X extends CommandContext = CommandContext> {
  /** The body, checked before anything is read. */
  input: z.ZodType<I>;
  /** Reads (and locks, `for update`) what the decision needs, within the context's data rules. */
  load(tx: Tx, input: I, ctx: X): Promise<S>;
  /** Pure: the change to make, or why not. */
  decide(state: S, input: I): C | Refused;
  /** Writes the change and publishes its events, in the command's transaction; answers the route's data. */
  apply(tx: Tx, change: C, ctx: X): Promise<R>;
}

export const defineCommand = <I, S, C, R, X extends CommandContext = CommandContext>(command: Command<I, S, C, R, X>) => command;

export const refuse = (error: AppError): Refused => ({ refused: error });
const isRefused = (decision: unknown): decision is Refused => typeof decision === 'object' && decision !== null && 'refused' in decision;

/** Runs a command in the caller's transaction (a route, an import, another command). */
export async function runCommand<I, S, C, R, X extends CommandContext>(tx: Tx, command: Command<I, S, C, R, X>, body: unknown, ctx: X): Promise<R> {
  const input = parse(command.input, body ?? {});
  const state = await command.load(tx, input, ctx);
  const decision = command.decide(state, input);
  if (isRefused(decision)) throw decision.refused;
  return command.apply(tx, decision, ctx);
}

/** The signed-in actor of a request, as commands record it. */
export const requestActor = (request: FastifyRequest): Actor => {
  const user = requestUser(request);
  return { id: user.id, name: user.name };
};

/** A route running the command in one transaction with the request's body, guarded by `permission`. */
export function commandHandler<I, S, C, R, X extends CommandContext>(
  database: Database,
  command: Command<I, S, C, R, X>,
  permission: string | string[],
  context: (request: FastifyRequest) => X,
): Route {
  return commandRoute(database, (request, tx) => runCommand(tx, command, request.body, context(request)), permission);
}
