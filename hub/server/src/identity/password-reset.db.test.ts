import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { smsCodes, smsOutbox } from './identity.schema.ts';
import { resetPassword, SEND_CODE_LIMITS, sendResetCode } from './password-reset.command.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { outboxSmsSender } from './sms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const sendCode = (mobile: string, ip = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/api-auth/api/v1/user/sendcode', payload: { mobile, type: 'SMS_FORGOT_PASSWORD_CODE' }, remoteAddress: ip });
const forgot = (body: Record<string, string>) => t.call({ method: 'POST', url: '/api-auth/api/v1/user/forgotpassword', payload: body });

async function codeFromOutbox(mobile: string): Promise<string> {
  const [row] = await t.db.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.createdAt)).limit(1);
  const code = /(\d{6})/.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** Lets the next code be requested without waiting 60 s. */
async function ageCodes(mobile: string) {
  await t.db.database.pool.query("update identity.sms_codes set created_at = created_at - interval '61 seconds' where mobile = $1", [mobile]);
}

describe('forgot password through the SMS outbox', () => {
  it('validates the request with the spec messages', async () => {
    expect((await sendCode('')).body).toMatchObject({ code: 10422, message: 'mobile: 请输入手机号' });
    expect((await sendCode('12345')).body).toMatchObject({ code: 10422, message: 'mobile: 请输入正确的手机号码' });
    expect((await t.call({ method: 'POST', url: '/api-auth/api/v1/user/sendcode', payload: { mobile: '13900000001', type: 'OTHER' } })).body.code).toBe(10422);
  });

  it('resets the password end to end and ends the old sessions', async () => {
    const before = await t.login('buyer01', DEMO_PASSWORD);
    expect((await sendCode('13900000001')).body).toMatchObject({ code: 10000, message: '验证码已发送' });
    const code = await codeFromOutbox('13900000001');
    const res = await forgot({ mobile: '13900000001', code, password: 'Reset#2027!k', password_confirmation: 'Reset#2027!k', login_name: 'buyer01' });
    expect(res.body).toMatchObject({ code: 10000, message: '修改密码成功' });
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/user', as: before })).body.code).toBe(10401);
    await t.login('buyer01', 'Reset#2027!k');
    // single use
    const again = await forgot({ mobile: '13900000001', code, password: 'New@pass91x', password_confirmation: 'New@pass91x' });
    expect(again.body).toMatchObject({ code: 10422, message: 'code: 验证码已失效，请重新获取' });
  });

  it('lets a must-change-password user set one and then sign in', async () => {
    await sendCode('13900000006');
    const code = await codeFromOutbox('13900000006');
    expect((await forgot({ mobile: '13900000006', code, password: 'New@pass91x', password_confirmation: 'New@pass91x' })).body.code).toBe(10000);
    await t.login('newbie01', 'New@pass91x');
  });

  it('refuses a resend within 60 s', async () => {
    await sendCode('13900000002');
    expect((await sendCode('13900000002')).body).toMatchObject({ code: 10429, message: '验证码已发送，请60秒后再试' });
  });

  it('burns the code after 5 wrong tries', async () => {
    await ageCodes('13900000002');
    await sendCode('13900000002');
    const code = await codeFromOutbox('13900000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await forgot({ mobile: '13900000002', code: wrong, password: 'New@pass91x', password_confirmation: 'New@pass91x' })).body.message).toBe(
        'code: 验证码错误',
      );
    }
    const right = await forgot({ mobile: '13900000002', code, password: 'New@pass91x', password_confirmation: 'New@pass91x' });
    expect(right.body.message).toBe('code: 验证码已失效，请重新获取');
  });

  it('expires codes after 10 minutes', async () => {
    const sent = new Date('2026-01-01T00:00:00Z');
    await sendResetCode(t.db.database, outboxSmsSender, { mobile: '13900000003', ip: '10.9.0.1' }, sent);
    const code = await codeFromOutbox('13900000003');
    const late = new Date(sent.getTime() + 10 * 60_000 + 1);
    await expect(
      resetPassword(
        t.db.database,
        t.identity.sessions,
        { mobile: '13900000003', code, password: 'New@pass91x', passwordConfirmation: 'New@pass91x', ip: 'x' },
        late,
      ),
    ).rejects.toThrow('验证码已失效');
  });

  it('checks confirmation and the password policy', async () => {
    expect((await forgot({ mobile: '13900000004', code: '123456', password: 'New@pass91x', password_confirmation: 'Other@pass91x' })).body.message).toBe(
      'password_confirmation: 两次密码输入不一致',
    );
    expect((await forgot({ mobile: '13900000004', code: '123456', password: 'abc12345!', password_confirmation: 'abc12345!' })).body.message).toBe(
      'password: 密码不能含有3位连续的字母',
    );
  });

  it('answers the same for unknown numbers and sends nothing', async () => {
    expect((await sendCode('13711112222')).body.code).toBe(10000);
    expect(await t.db.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13711112222'))).toEqual([]);
  });

  it('never stores the code in clear', async () => {
    const code = await codeFromOutbox('13900000002');
    const rows = await t.db.database.db.select().from(smsCodes);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });
});

const TOO_OFTEN = /^验证码发送过于频繁，请(\d+)分钟后再试$/;
const unknownNumbers = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
const minutes = (m: number) => m * 60_000;

describe('limits on sending codes', () => {
  it('sends at most 10 codes an hour to one address, however many arrive at once', async () => {
    const mobiles = unknownNumbers('1371000', 20);
    const burst = await Promise.all(mobiles.map((m) => sendCode(m, '10.20.0.1')));
    const codes = burst.map((r) => r.body.code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(10);
    expect(codes.filter((c) => c === 10429)).toHaveLength(10);
    for (const r of burst.filter((r) => r.body.code === 10429)) {
      const wait = Number(TOO_OFTEN.exec(r.body.message)?.[1]);
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Only the codes sent are stored (and counted).
    expect(await t.db.database.db.select().from(smsCodes).where(inArray(smsCodes.mobile, mobiles))).toHaveLength(10);
  });

  it('answers a known number from a refused address exactly like an unknown one, and sends nothing', async () => {
    const known = await sendCode('13900000005', '10.20.0.1');
    const unknown = await sendCode('13710009999', '10.20.0.1');
    expect(known.body.code).toBe(10429);
    expect(known.body.message).toMatch(TOO_OFTEN);
    expect(known.body).toEqual(unknown.body);
    expect(await t.db.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900000005'))).toEqual([]);
  });

  it('still sends codes asked for from another address', async () => {
    expect((await sendCode('13900000005', '10.20.0.2')).body).toMatchObject({ code: 10000, message: '验证码已发送' });
    expect(await codeFromOutbox('13900000005')).toMatch(/^\d{6}$/);
    const burst = await Promise.all(unknownNumbers('1372000', 12).map((m) => sendCode(m, '10.20.0.3')));
    expect(burst.filter((r) => r.body.code === 10000)).toHaveLength(10);
  });

  it('tells to wait until the oldest code of the hour leaves it', async () => {
    const t0 = new Date('2025-03-01T08:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const send = (mobile: string, when: Date) => sendResetCode(t.db.database, outboxSmsSender, { mobile, ip: '10.21.0.1' }, when);
    const mobiles = unknownNumbers('1373000', 12);
    await send(mobiles[0]!, t0);
    for (const m of mobiles.slice(1, 10)) await send(m, at(minutes(20)));
    await expect(send(mobiles[10]!, at(minutes(30)))).rejects.toMatchObject({ code: 10429, message: '验证码发送过于频繁，请30分钟后再试' });
    await expect(send(mobiles[10]!, at(minutes(60) - 1000))).rejects.toMatchObject({ code: 10429, message: '验证码发送过于频繁，请1分钟后再试' });
    await send(mobiles[10]!, at(minutes(60)));
    // The next oldest codes (sent at +20 min) now hold the address until +80 min.
    await expect(send(mobiles[11]!, at(minutes(61)))).rejects.toMatchObject({ code: 10429, message: '验证码发送过于频繁，请19分钟后再试' });
  });

  it('sends at most the global limit of codes an hour from all addresses together', async () => {
    expect(SEND_CODE_LIMITS).toEqual({ perAddress: 10, global: 500 });
    const t0 = new Date('2025-04-01T08:00:00Z');
    const limits = { perAddress: 10, global: 3 };
    const send = (i: number, when: Date) =>
      sendResetCode(t.db.database, outboxSmsSender, { mobile: `1374000${String(i).padStart(4, '0')}`, ip: `10.22.0.${i}` }, when, limits);
    const burst = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => send(i, t0)));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = burst.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(5);
    for (const e of refused) expect(e).toMatchObject({ code: 10429, message: '验证码发送过于频繁，请60分钟后再试' });
    await expect(send(20, new Date(t0.getTime() + minutes(45)))).rejects.toMatchObject({ code: 10429, message: '验证码发送过于频繁，请15分钟后再试' });
    await send(20, new Date(t0.getTime() + minutes(60)));
  });
});
