// Every message of spec 000 §5 exactly as written, plus our wording where the spec names a check but no
// message (listed as such in README.md). Web and server both read them from here.
export const MSG = {
  // Login and change-password forms (spec wording).
  LOGIN_NAME_REQUIRED: '请输入用户名',
  PASSWORD_REQUIRED: '请输入密码',
  MOBILE_REQUIRED: '请输入手机号',
  CODE_REQUIRED: '请输入验证码',
  PASSWORD_CONFIRMATION_REQUIRED: '请输入确认密码',
  PASSWORDS_DIFFER: '两次密码输入不一致',
  PASSWORD_CHANGED: '修改密码成功',
  FILE_REQUIRED: '请上传文件',

  // Phone and e-mail (spec wording).
  PHONE: '请输入正确的手机号码',
  EMAIL: '请输入正确的邮箱',

  // Password policy, in the spec's order (spec wording).
  PASSWORD_FORMAT: '密码为8-20位,必须包含字母、数字、特殊字符(不含空格)',
  PASSWORD_SAME_3: '密码不能含有连续3位相同的数字或字母',
  PASSWORD_SEQUENTIAL_LETTERS: '密码不能含有3位连续的字母',
  PASSWORD_SEQUENTIAL_DIGITS: '密码不能含有3位连续的数字',
  PASSWORD_KEYBOARD_ROW: '密码不能含有3位键盘横向方向连续的字母',
  PASSWORD_KEYBOARD_DIAGONAL: '密码不能含有4位键盘斜向方向连续的字符',

  // Other text checks: our wording, the spec gives none.
  CHINESE_REQUIRED: '必须包含中文',
  NO_CHINESE: '不能包含中文',
  NO_CHINESE_FULL_WIDTH_OR_SYMBOL: '不能包含中文、全角字符或特殊符号',
  NO_LATIN_OR_SYMBOL: '不能包含英文字母或符号',
  LETTERS_ONLY: '只能输入英文字母',
  DIGITS_AND_CAPITALS_ONLY: '只能输入数字和大写字母',
  POSITIVE_INTEGER: '请输入正整数',
  NON_NEGATIVE_INTEGER: '请输入非负整数',
  DECIMAL_2: '请输入数字,最多2位小数',
  POSITIVE_DECIMAL_2: '请输入大于0的数字,最多2位小数',
  DECIMAL_6: '请输入数字,最多6位小数',
  POSITIVE_DECIMAL_4: '请输入大于0的数字,最多4位小数',
  POSITIVE_DECIMAL: '请输入大于0的数字',
  QUANTITY: '请输入正确的数量(不超过999999,最多2位小数)',
  DIGITS_7_18: '请输入7-18位数字,末尾可带x或X',
  IPV4: '请输入正确的IP地址',
  MAC: '请输入正确的MAC地址',
  URL: '请输入正确的网址',
} as const;

export type MessageKey = keyof typeof MSG;

// Keys whose wording is ours; everything else is copied from the spec.
export const OUR_WORDING: readonly MessageKey[] = [
  'CHINESE_REQUIRED',
  'NO_CHINESE',
  'NO_CHINESE_FULL_WIDTH_OR_SYMBOL',
  'NO_LATIN_OR_SYMBOL',
  'LETTERS_ONLY',
  'DIGITS_AND_CAPITALS_ONLY',
  'POSITIVE_INTEGER',
  'NON_NEGATIVE_INTEGER',
  'DECIMAL_2',
  'POSITIVE_DECIMAL_2',
  'DECIMAL_6',
  'POSITIVE_DECIMAL_4',
  'POSITIVE_DECIMAL',
  'QUANTITY',
  'DIGITS_7_18',
  'IPV4',
  'MAC',
  'URL',
];

// A check answers the message of the rule a value breaks, or null when the value passes.
export type Check = (value: string) => string | null;
