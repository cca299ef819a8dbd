import { ok } from '@entrepot/contract';
import { pageQuery, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { checkMobile } from '@entrepot/validators';
import { count, desc, like } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { credentialsOf, currentUser } from './auth-hook.ts';
import type { Catalogue } from './catalogue.ts';
import { smsOutbox } from './identity.schema.ts';
import { login } from './login.command.ts';
import { createNotice, deleteNotice, getNotice, latestNotice, listNotices, noticeInput, updateNotice } from './notices.ts';
import { PURPOSE, resetPassword, sendResetCode } from './password-reset.command.ts';
import { logSecurityEvent } from './security-log.ts';
import type { SessionStore } from './sessions.ts';
import type { SmsSender } from './sms.ts';

/** The outbox screen's filter: a part of the number. */
const outboxQuery = pageQuery.extend({ mobile: z.string().trim().max(20).optional() });

export interface IdentityDeps {
  database: Database;
  sessions: SessionStore;
  sms: SmsSender;
  catalogue: Catalogue;
}

const mobile = z.string().superRefine((m, ctx) => {
  const message = checkMobile(m);
  if (message) ctx.addIssue({ code: 'custom', message });
});
const loginBody = z.strictObject({ login_name: z.string().trim().min(1, '请输入用户名').max(64), password: z.string().min(1, '请输入密码').max(128) });
const sendCodeBody = z.strictObject({ mobile, type: z.literal(PURPOSE, '验证码类型不正确') });
const forgotBody = z.strictObject({
  mobile,
  code: z.string().regex(/^\d{6}$/, '请输入验证码'),
  password: z.string().min(1, '请输入密码'),
  password_confirmation: z.string().min(1, '请输入确认密码'),
  login_name: z.string().trim().max(64).optional(),
});
const idParam = z.object({ id: z.uuid('记录编号不正确') });
const searchQuery = z.object({ q: z.string().trim().max(100).default('') });

const ip = (r: FastifyRequest) => r.ip;

/** `/api-auth`: sessions, the signed-in user, menus, password reset, notices, palette search. */
export function authService(deps: IdentityDeps) {
  const { database, sessions } = deps;
  return (app: FastifyInstance) => {
    app.post('/api/v1/login', { config: { public: true } }, async (req) => {
      const body = parse(loginBody, req.body);
      return ok(await login(database, sessions, { loginName: body.login_name, password: body.password, ip: ip(req), userAgent: req.headers['user-agent'] }));
    });
    app.post('/api/v1/user/logout', async (req) => {
      const user = currentUser(req);
      await database.tx(async (tx) => {
        await sessions.revoke(tx, user.sessionId);
        await logSecurityEvent(tx, 'logout', { userId: user.id, loginName: user.loginName, ip: ip(req) });
      });
      return ok(null);
    });
    app.get('/api/v1/open/check/ticket', async (req) => ok({ valid: true, ticket: credentialsOf(req).ticket }));
    app.get('/api/v1/user', async (req) => deps.catalogue.userInfo(currentUser(req)));
    app.get('/api/v1/user/menus', async (req) => ok(deps.catalogue.menusOf(currentUser(req))));
    app.post('/api/v1/user/sendcode', { config: { public: true } }, async (req) => {
      await sendResetCode(database, deps.sms, { mobile: parse(sendCodeBody, req.body).mobile, ip: ip(req) });
      return ok(null, '验证码已发送');
    });
    app.post('/api/v1/user/forgotpassword', { config: { public: true } }, async (req) => {
      const b = parse(forgotBody, req.body);
      await resetPassword(database, sessions, {
        mobile: b.mobile,
        code: b.code,
        password: b.password,
        passwordConfirmation: b.password_confirmation,
        loginName: b.login_name,
        ip: ip(req),
      });
      return ok(null, '修改密码成功');
    });
    app.get('/api/help/latestNotice', async () => ok(await latestNotice(database.db)));
    app.get('/api/v1/search', async (req) => ok(await deps.catalogue.search(parse(searchQuery, req.query).q, currentUser(req))));

    // Notices (系统公告), managed in the admin area.
    const noticeList = pageQuery.extend({ title: z.string().trim().max(100).optional() });
    app.get('/api/v1/notices', { config: { permission: 'admin.notice.read' } }, async (req) =>
      ok(await listNotices(database.db, parse(noticeList, withoutEmpty(req.query)))),
    );
    app.get('/api/v1/notice/:id', { config: { permission: 'admin.notice.read' } }, async (req) =>
      ok(await getNotice(database.db, parse(idParam, req.params).id)),
    );
    app.post('/api/v1/notice', { config: { permission: 'admin.notice.create' } }, async (req) =>
      ok(await createNotice(database.db, parse(noticeInput, req.body), currentUser(req).id)),
    );
    app.put('/api/v1/notice/:id', { config: { permission: 'admin.notice.update' } }, async (req) =>
      ok(await updateNotice(database.db, parse(idParam, req.params).id, parse(noticeInput, req.body))),
    );
    app.delete('/api/v1/notice/:id', { config: { permission: 'admin.notice.delete' } }, async (req) => {
      await deleteNotice(database.db, parse(idParam, req.params).id);
      return ok(null);
    });

    // The default SMS adapter's outbox, so a person can complete a reset without a provider.
    app.get('/api/v1/sms/outbox', { config: { permission: 'admin.sms.read' } }, async (req) => {
      const q = parse(outboxQuery, withoutEmpty(req.query));
      const where = q.mobile ? like(smsOutbox.mobile, `%${q.mobile.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
      const rows = await database.db
        .select()
        .from(smsOutbox)
        .where(where)
        .orderBy(desc(smsOutbox.createdAt))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      const [counted] = await database.db.select({ n: count() }).from(smsOutbox).where(where);
      return ok({
        list: rows.map((r) => ({ id: r.id, mobile: r.mobile, text: r.text, created_at: r.createdAt })),
        total: Number(counted?.n ?? 0),
        page: q.page,
        per_page: q.per_page,
      });
    });
  };
}

/** `/api/help/latestNotice`: the same notice at the path the spec also names, without a service prefix. */
export function helpService(deps: IdentityDeps) {
  return (app: FastifyInstance) => {
    app.get('/help/latestNotice', async () => ok(await latestNotice(deps.database.db)));
  };
}
