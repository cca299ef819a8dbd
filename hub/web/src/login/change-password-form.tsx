import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { checkMobile, checkPassword, checkPasswordsMatch, firstError, MSG, required } from '@entrepot/validators';
import { useState } from 'react';
import { authApi } from '../api/auth.api.ts';
import { toast } from '../toast/toast.ts';
import { ruleOf } from './form-rules.ts';
import { VerificationCodeButton } from './verification-code-button.tsx';

interface ChangePasswordValues {
  login_name: string;
  mobile: string;
  code: string;
  password: string;
  password_confirmation: string;
}

const passwordCheck = (p: string) => firstError(p, required(MSG.PASSWORD_REQUIRED), (v) => checkPassword(v));

/** Why the form appeared by itself after a sign-in (10005): the person must know it is not an error. */
export const MUST_CHANGE_REASON = '首次登录或密码已过期，请修改密码';

/** User name, mobile, SMS code, new password and confirmation (POST /user/forgotpassword). */
export function ChangePasswordForm({
  loginName = '',
  reason,
  onDone,
  onBack,
}: {
  loginName?: string;
  /** shown above the form when the server sent the person here */
  reason?: string;
  onDone(): void;
  onBack?: () => void;
}) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (): Promise<boolean> => {
    const mobile: string = form.getFieldValue('mobile') ?? '';
    const problem = checkMobile(mobile);
    if (problem) {
      toast('info', problem); // 请输入手机号 or 请输入正确的手机号码
      return false;
    }
    return authApi.sendCode(mobile).then(
      () => true,
      () => false,
    );
  };

  const submit = async (values: ChangePasswordValues) => {
    const mismatch = checkPasswordsMatch(values.password, values.password_confirmation);
    if (mismatch) return toast('info', mismatch);
    setBusy(true);
    try {
      await authApi.forgotPassword(values);
      toast('success', MSG.PASSWORD_CHANGED);
      onDone();
    } catch {
      // the HTTP client already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onSubmit={submit} initialValues={{ login_name: loginName }} className="change-password-form">
      {reason && <Alert type="warning" content={reason} style={{ marginBottom: 16 }} />}
      <Form.Item field="login_name" rules={[ruleOf(required(MSG.LOGIN_NAME_REQUIRED))]}>
        <Input placeholder="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item field="mobile" rules={[ruleOf(checkMobile)]}>
        <Input placeholder="手机号" autoComplete="tel" />
      </Form.Item>
      <Form.Item field="code" rules={[ruleOf(required(MSG.CODE_REQUIRED))]}>
        <Input placeholder="验证码" autoComplete="one-time-code" addAfter={<VerificationCodeButton send={sendCode} />} />
      </Form.Item>
      <Form.Item field="password" rules={[ruleOf(passwordCheck)]}>
        <Input.Password placeholder="新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item field="password_confirmation" rules={[ruleOf(required(MSG.PASSWORD_CONFIRMATION_REQUIRED))]}>
        <Input.Password placeholder="确认密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={busy}>
        确认
      </Button>
      {onBack && (
        <Button type="text" className="login-switch" onClick={onBack}>
          返回登录
        </Button>
      )}
    </Form>
  );
}
