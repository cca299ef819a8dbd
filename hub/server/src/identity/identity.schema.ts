import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import { boolean, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { company, group, job, organization, permission, role, staff } from './entities/index.ts';

export const identity = moduleSchema('identity');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// Entity tables, derived from the admin area's declarations (./entities).
export const users = tableOf(staff, {
  password_hash: text('password_hash').notNull(),
  is_admin: boolean('is_admin').notNull().default(false),
  must_change_password: boolean('must_change_password').notNull().default(false),
});
export const organizations = tableOf(organization);
export const companies = tableOf(company);
export const jobs = tableOf(job);
export const roles = tableOf(role);
export const permissions = tableOf(permission);
export const groups = tableOf(group);

/** What hand-written identity code reads of a user row (the derived table is addressed by key). */
export interface UserRow {
  id: string;
  login_name: string;
  name: string;
  mobile: string | null;
  organization_id: string | null;
  job_id: string | null;
  role_ids: string[];
  status: 'active' | 'disabled';
  password_hash: string;
  is_admin: boolean;
  must_change_password: boolean;
}

/** Only hashes of the opaque token and ticket are stored. */
export const sessions = identity.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ticketHash: text('ticket_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per account and per IP, in the database so every server process sees them. */
export const loginThrottle = identity.table('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

export const smsCodes = identity.table(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** What the default SMS adapter "sends": an administrator reads it (and a test completes the flow). */
export const smsOutbox = identity.table('sms_outbox', {
  id: uuid('id').primaryKey(),
  mobile: text('mobile').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const notices = identity.table('notices', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  activationTime: timestamp('activation_time', { withTimezone: true, mode: 'date' }).notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Insert-only: logins, logouts, failed logins, refused permissions, password resets. */
export const securityLog = identity.table(
  'security_log',
  {
    id: uuid('id').primaryKey(),
    at: createdAt(),
    event: text('event').notNull(),
    userId: uuid('user_id'),
    loginName: text('login_name'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('security_log_at_idx').on(t.at)],
);

export const files = identity.table('files', {
  key: text('key').primaryKey(),
  /** The uuid in the key, by which file fields of entities refer to an upload (null for task results). */
  id: uuid('id').unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  purpose: text('purpose').notNull(),
  ownerId: uuid('owner_id'),
  createdAt: createdAt(),
});

/** Bearer links for public pages: ≥128 random bits, bound to one record and action (and the person it acts as), expiring, revocable, spent once by an act. */
export const linkTokens = identity.table('link_tokens', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  action: text('action').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  /** The person the link acts as (the approver an approval link was made for), when it acts at all. */
  actorId: uuid('actor_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** Server-wide secrets shared by every process (URL signing key). */
export const settings = identity.table('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
