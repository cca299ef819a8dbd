import { Code, messageFor } from '@entrepot/contract';
import { HttpError, onceEvery } from '@entrepot/web/http';
import { authApi } from '../api/auth.api.ts';
import { onSessionInvalid } from '../api/hub-http.ts';
import { currentLocation, navigate } from '../navigation/hash-location.ts';
import { HOME_PATH, LOGIN_PATH } from '../navigation/routes.ts';
import { clearStoredState } from '../state/persisted-atom.ts';
import { menusAtom, SESSION_KEY, sessionAtom, userAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { tabsAtom } from '../tabs/tabs.atoms.ts';
import { activeTab, normalizeTabs } from '../tabs/tabs.reducer.ts';
import { toast } from '../toast/toast.ts';
import { announceLogout, onLogoutElsewhere } from './session-channel.ts';

export async function loadUserAndMenus(): Promise<void> {
  const [user, menus] = await Promise.all([authApi.user(), authApi.menus()]);
  hubStore.set(userAtom, user);
  hubStore.set(menusAtom, menus);
}

/** Where a fresh session lands: the last active tab, else the workbench (spec 000 §4). */
function landingHref(): string {
  const tab = activeTab(normalizeTabs(hubStore.get(tabsAtom)));
  return `${tab.path}${tab.query ? `?${tab.query}` : ''}`;
}

export type SignInResult = 'signed-in' | 'must-change-password' | 'refused';

export async function signIn(form: { login_name: string; password: string }): Promise<SignInResult> {
  let session: { token: string; ticket: string };
  try {
    session = await authApi.login(form);
  } catch (error) {
    if (error instanceof HttpError && error.code === Code.MUST_CHANGE_PASSWORD) return 'must-change-password';
    toast('error', error instanceof Error ? error.message : String(error));
    return 'refused';
  }
  hubStore.set(sessionAtom, { token: session.token, ticket: session.ticket });
  hubStore.set(userAtom, null);
  await loadUserAndMenus().catch(() => {});
  navigate(landingHref(), { replace: true });
  return 'signed-in';
}

/** Forgets the session here (the stored tabs stay, so the next login lands where the user was). */
export function endSession(): void {
  hubStore.set(sessionAtom, null);
  hubStore.set(userAtom, null);
  hubStore.set(menusAtom, []);
  if (currentLocation().path !== LOGIN_PATH) navigate(LOGIN_PATH, { replace: true });
}

export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => {});
  endSession();
  announceLogout();
}

/** 清除缓存: resets every stored value but the session, then reloads. */
export function clearCache(): void {
  clearStoredState([SESSION_KEY]);
  window.location.reload();
}

const sessionExpiredToast = onceEvery(3000, () => toast('warning', messageFor(Code.SESSION_INVALID)));

/** Code 10401 from the hub or any area: clear the session, back to login, 请重新登录 at most once per 3 s. */
export function sessionInvalid(): void {
  const hadSession = hubStore.get(sessionAtom) !== null;
  endSession();
  if (hadSession) sessionExpiredToast();
}

/** On start: verify a held ticket, refresh user and menus, leave /login when still signed in. */
export async function startSession(): Promise<void> {
  onSessionInvalid(sessionInvalid);
  onLogoutElsewhere(endSession);
  if (!hubStore.get(sessionAtom)) return;
  try {
    await authApi.checkTicket();
  } catch {
    return; // 10401 already ended the session; a transport failure keeps the stored one
  }
  if (currentLocation().path === LOGIN_PATH) navigate(HOME_PATH, { replace: true });
  await loadUserAndMenus().catch(() => {});
}
