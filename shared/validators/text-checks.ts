import type { Check } from './messages.ts';
import { MSG } from './messages.ts';

// Chinese means any Han character (not only the common \u4e00-\u9fa5 block).
const CHINESE = /\p{Script=Han}/u;
// Full-width: CJK punctuation (U+3000–303F, including the ideographic space) and full-width forms
// (U+FF00–FFEF, e.g. Ａ１，！).
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/;
// A symbol is any character that is neither a letter (of any script), a digit nor whitespace.
// '-' and '_' are not special symbols for this check: codes such as SKUs use them.
const SPECIAL_SYMBOL = /[^\p{L}\p{N}\s_-]/u;
const SYMBOL = /[^\p{L}\p{N}\s]/u;
const LATIN_LETTER = /[A-Za-z\uff21-\uff3a\uff41-\uff5a]/;

export function hasChinese(value: string): boolean {
  return CHINESE.test(value);
}

export function hasChineseFullWidthOrSymbol(value: string): boolean {
  return CHINESE.test(value) || FULL_WIDTH.test(value) || SPECIAL_SYMBOL.test(value);
}

export function hasLatinOrSymbol(value: string): boolean {
  return LATIN_LETTER.test(value) || SYMBOL.test(value);
}

export function hasOtherThanDigitsAndCapitals(value: string): boolean {
  return /[^0-9A-Z]/.test(value);
}

// "Contains Chinese": at least one Chinese character.
export const checkHasChinese: Check = (value) => (hasChinese(value) ? null : MSG.CHINESE_REQUIRED);

// "Contains no Chinese". The empty string passes.
export const checkNoChinese: Check = (value) => (hasChinese(value) ? MSG.NO_CHINESE : null);

// No Chinese, full-width characters or special symbols. The empty string passes.
export const checkNoChineseFullWidthOrSymbol: Check = (value) => (hasChineseFullWidthOrSymbol(value) ? MSG.NO_CHINESE_FULL_WIDTH_OR_SYMBOL : null);

// No Latin letters (half- or full-width) and no symbols. The empty string passes.
export const checkNoLatinOrSymbol: Check = (value) => (hasLatinOrSymbol(value) ? MSG.NO_LATIN_OR_SYMBOL : null);

// One or more of A-Z / a-z and nothing else.
export const checkLettersOnly: Check = (value) => (/^[A-Za-z]+$/.test(value) ? null : MSG.LETTERS_ONLY);

// One or more of 0-9 / A-Z and nothing else.
export const checkDigitsAndCapitalsOnly: Check = (value) => (value !== '' && !hasOtherThanDigitsAndCapitals(value) ? null : MSG.DIGITS_AND_CAPITALS_ONLY);

// 7 to 18 digits, then optionally one x or X (so at most 19 characters in all).
export const checkDigits7To18: Check = (value) => (/^[0-9]{7,18}[xX]?$/.test(value) ? null : MSG.DIGITS_7_18);
