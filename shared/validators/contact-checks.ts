import type { Check } from './messages.ts';
import { MSG } from './messages.ts';

// Empty allowed; otherwise 11 digits, the first 1 and the second 3 to 9.
export const checkPhone: Check = (value) => (value === '' || /^1[3-9][0-9]{9}$/.test(value) ? null : MSG.PHONE);

// Empty allowed; otherwise local@domain: the local part is letters, digits and . _ % + - (no leading,
// trailing or doubled dot); the domain is dot-separated labels ending in a TLD of 2+ letters.
const EMAIL = /^[a-z0-9_%+-]+(\.[a-z0-9_%+-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export const checkEmail: Check = (value) => (value === '' || EMAIL.test(value) ? null : MSG.EMAIL);
