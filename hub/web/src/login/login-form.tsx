import { Button, Form, Input } from '@arco-design/web-react';
import { checkPassword, firstError, MSG, required } from '@entrepot/validators';
import { useState } from 'react';
import { signIn } from '../session/session.actions.ts';
import { ruleOf } from './form-rules.ts';

interface LoginValues {
  login_name: string;
  password: string;
}

/** Account and password; 10005 hands the user over to the change-password form. */
export function LoginForm({ onMustChangePassword, onChangePassword }: { onMustChangePassword(loginName: string): void; onChangePassword(): void }) {
  const [form] = Form.useForm<LoginValues>();
  const [busy, setBusy] = useState(false);
  // The strength check is skipped for the user name admin (spec 000 §5).
  const passwordCheck = (password: string) =>
    firstError(password, required(MSG.PASSWORD_REQUIRED), (p) => checkPassword(p, { loginName: form.getFieldValue('login_name') ?? '' }));

  const submit = async (values: LoginValues) => {
    setBusy(true);
    try {
      const result = await signIn(values);
      if (result === 'must-change-password') onMustChangePassword(values.login_name);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onSubmit={submit} className="login-form" autoComplete="on">
      <Form.Item field="login_name" rules={[ruleOf(required(MSG.LOGIN_NAME_REQUIRED))]}>
        <Input placeholder="账号" autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item field="password" rules={[ruleOf(passwordCheck)]}>
        <Input.Password placeholder="密码" autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" long size="large" loading={busy}>
        登录
      </Button>
      <Button type="text" className="login-switch" onClick={onChangePassword}>
        修改密码
      </Button>
    </Form>
  );
}
