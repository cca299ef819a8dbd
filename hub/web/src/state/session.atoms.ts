import type { ThemeKey } from '@entrepot/web/theme';
import { DEFAULT_THEME } from '@entrepot/web/theme';
import { atom } from 'jotai';
import type { MenuNode, User } from '../api/auth.api.ts';
import { persistedAtom } from './persisted-atom.ts';

export interface Session {
  token: string;
  ticket: string;
}

/** Logged in means a ticket is held (spec 000 §4). */
export const SESSION_KEY = 'session';
export const sessionAtom = persistedAtom<Session | null>(SESSION_KEY, null);
export const userAtom = persistedAtom<User | null>('user', null);
export const menusAtom = persistedAtom<MenuNode[]>('menus', []);
export const themeAtom = persistedAtom<ThemeKey>('theme', DEFAULT_THEME);
export const localeAtom = atom('zh-CN');
/** true while an area shows a modal: the hub dims its own chrome to match */
export const areaModalOpenAtom = atom(false);
