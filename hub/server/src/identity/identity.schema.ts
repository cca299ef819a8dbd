import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const identity = pgSchema('identity');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = identity.table(
  'users',
  {
    id: uuid('id').primaryKey(),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_login_name_uq').on(sql`lower(${t.loginName})`), uniqueIndex('users_mobile_uq').on(t.mobile)],
);

export const roles = identity.table('roles', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const userRoles = identity.table(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const rolePermissions = identity.table(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

/** Only hashes of the opaque token and ticket are stored. */
export const sessions = identity.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  purpose: text('purpose').notNull(),
  ownerId: uuid('owner_id'),
  createdAt: createdAt(),
});

/** Bearer links for public pages: ≥128 random bits, bound to one record and action, expiring, revocable. */
export const linkTokens = identity.table('link_tokens', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  action: text('action').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** Server-wide secrets shared by every process (URL signing key). */
export const settings = identity.table('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
