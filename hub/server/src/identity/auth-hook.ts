import { Code, hasAnyPermission } from '@entrepot/contract';
// The request's `user` and the route config flags (`public`, `permission`) are declared in
// @entrepot/server-kit (request-user.ts), so every module's routes share them.
import type {} from '@entrepot/server-kit';
import { AppError } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logSecurityEvent } from './security-log.ts';
import type { SessionStore, SessionUser } from './sessions.ts';

export function credentialsOf(request: FastifyRequest): { token?: string; ticket?: string } {
  const auth = request.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
  const ticket = request.headers['x-ticket'];
  return { token, ticket: typeof ticket === 'string' ? ticket : undefined };
}

/** The signed-in user of a protected route (the hook has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(Code.SESSION_INVALID);
  return request.user as SessionUser; // installAuth sets a SessionUser
}

/**
 * Secure by default: every route needs a session unless its config says `public`, and the route's
 * permission codes are checked here, on the server, for every call.
 */
export function installAuth(app: FastifyInstance, sessions: SessionStore, database: Database): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url) return; // unknown path: the 404 handler answers
    const config = request.routeOptions.config;
    if (config.public) return;
    const { token, ticket } = credentialsOf(request);
    const user = await sessions.resolve(token, ticket);
    if (!user) throw new AppError(Code.SESSION_INVALID);
    request.user = user;
    if (config.permission && !hasAnyPermission(user.isAdmin, user.permissions, config.permission)) {
      await logSecurityEvent(
        database.db,
        'permission_refused',
        { userId: user.id, loginName: user.loginName, ip: request.ip },
        {
          route: `${request.method} ${request.routeOptions.url}`,
          required: config.permission,
        },
      );
      throw new AppError(Code.FORBIDDEN);
    }
  });
}
