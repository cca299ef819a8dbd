// The server seeds these on a fresh database (README: Signing in).
export const ADMIN = { login: 'admin', password: 'Admin@2026!x' };
export const BUYER = { login: 'buyer01', password: 'Demo@2026!x' };
export const NEWBIE = { login: 'newbie01', password: 'Demo@2026!x', mobile: '13900000006' };
export const OPS = { login: 'ops01', password: 'Demo@2026!x' };
