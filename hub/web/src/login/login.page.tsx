import { useState } from 'react';
import { COPYRIGHT, LOGIN_FOOTER_MIN_HEIGHT } from '../config/hub.config.ts';
import { useWindowHeight } from '../hooks/use-window-height.ts';
import { ChangePasswordForm, MUST_CHANGE_REASON } from './change-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import './login.css';

type View = { kind: 'login' } | { kind: 'change-password'; loginName: string; reason?: string };

export function LoginPage() {
  const [view, setView] = useState<View>({ kind: 'login' });
  const tallEnough = useWindowHeight() >= LOGIN_FOOTER_MIN_HEIGHT;
  const backToLogin = () => setView({ kind: 'login' });
  return (
    <div className="login-page">
      <main className="login-card">
        <h1 className="login-title">{view.kind === 'login' ? 'Entrepot 登录' : '修改密码'}</h1>
        {view.kind === 'login' ? (
          <LoginForm
            onMustChangePassword={(loginName) => setView({ kind: 'change-password', loginName, reason: MUST_CHANGE_REASON })}
            onChangePassword={() => setView({ kind: 'change-password', loginName: '' })}
          />
        ) : (
          <ChangePasswordForm loginName={view.loginName} reason={view.reason} onDone={backToLogin} onBack={backToLogin} />
        )}
      </main>
      {tallEnough && <footer className="login-footer">{COPYRIGHT}</footer>}
    </div>
  );
}
