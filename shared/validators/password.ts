import { DIAGONALS, LETTER_ROWS, runsOf, toKey } from './keyboard.ts';
import { MSG } from './messages.ts';

export type PasswordRule = {
  name: string;
  message: string;
  // True when the password breaks the rule.
  isBrokenBy: (password: string) => boolean;
};

// Letters, digits and printable ASCII punctuation are the only characters a password may hold.
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[!-/:-@[-`{-~]/;
const ALLOWED = /^[!-~]{8,20}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const SEQUENTIAL_LETTERS = runsOf([ALPHABET], 3);
const SEQUENTIAL_DIGITS = runsOf([DIGITS], 3);
const KEYBOARD_ROW_RUNS = runsOf(LETTER_ROWS, 3);
const KEYBOARD_DIAGONAL_RUNS = runsOf(DIAGONALS, 4);

// True when some `length` characters in a row, mapped through `normalize`, form one of `runs`.
function containsRun(password: string, length: number, runs: Set<string>, normalize: (c: string) => string): boolean {
  const chars = [...password].map(normalize);
  for (let i = 0; i + length <= chars.length; i++) {
    if (runs.has(chars.slice(i, i + length).join(''))) return true;
  }
  return false;
}

const lower = (c: string): string => c.toLowerCase();

// In the spec's order; checkPassword answers the first rule broken.
export const passwordRules: readonly PasswordRule[] = [
  {
    name: 'format',
    message: MSG.PASSWORD_FORMAT,
    isBrokenBy: (p) => !(ALLOWED.test(p) && LETTER.test(p) && DIGIT.test(p) && SPECIAL.test(p)),
  },
  {
    // Letters compare case-insensitively: 'aAa' counts as three identical letters.
    name: 'same3',
    message: MSG.PASSWORD_SAME_3,
    isBrokenBy: (p) => /([a-z0-9])\1\1/i.test(p),
  },
  {
    name: 'sequentialLetters',
    message: MSG.PASSWORD_SEQUENTIAL_LETTERS,
    isBrokenBy: (p) => containsRun(p, 3, SEQUENTIAL_LETTERS, lower),
  },
  {
    name: 'sequentialDigits',
    message: MSG.PASSWORD_SEQUENTIAL_DIGITS,
    isBrokenBy: (p) => containsRun(p, 3, SEQUENTIAL_DIGITS, lower),
  },
  {
    name: 'keyboardRow',
    message: MSG.PASSWORD_KEYBOARD_ROW,
    isBrokenBy: (p) => containsRun(p, 3, KEYBOARD_ROW_RUNS, lower),
  },
  {
    // Shifted characters count as their key, so '!QAZ' is the diagonal 1qaz.
    name: 'keyboardDiagonal',
    message: MSG.PASSWORD_KEYBOARD_DIAGONAL,
    isBrokenBy: (p) => containsRun(p, 4, KEYBOARD_DIAGONAL_RUNS, toKey),
  },
];

export type PasswordOptions = {
  // The user name typed beside the password. Pass it only on the login form: the spec skips the policy
  // there for the user name admin. Never pass it when a password is being set or changed; the server
  // applies the full policy to every password it sets, admin's included.
  loginName?: string;
};

export function checkPassword(password: string, opts: PasswordOptions = {}): string | null {
  if (opts.loginName === 'admin') return null;
  if (typeof password !== 'string') return MSG.PASSWORD_FORMAT;
  for (const rule of passwordRules) {
    if (rule.isBrokenBy(password)) return rule.message;
  }
  return null;
}
