import { Code } from '@entrepot/contract';
import type { FastifyRequest } from 'fastify';
import type { DataAccess } from './entity/data-scope.ts';
import { AppError } from './errors.ts';

/** The signed-in user as every route sees it (identity fills it in before handlers run). */
export interface RequestUser {
  id: string;
  name: string;
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** Row and column rules from the user's data-permission groups. */
  access?: DataAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    /** No session needed (login, health, signed files, public link-token pages). */
    public?: boolean;
    /** At least one of these codes (admins pass). */
    permission?: string | string[];
  }
}

export function requestUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError(Code.SESSION_INVALID);
  return request.user;
}
