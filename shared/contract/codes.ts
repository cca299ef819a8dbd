// The one table of envelope codes (ARCHITECTURE §4). Server and web read messages from here.
export const Code = {
  OK: 10000,
  MUST_CHANGE_PASSWORD: 10005,
  SESSION_INVALID: 10401,
  FORBIDDEN: 10403,
  NOT_FOUND: 10404,
  CONFLICT: 10409,
  VALIDATION: 10422,
  TOO_MANY: 10429,
  UNEXPECTED: 10500,
  NOT_IMPLEMENTED: 10501,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export const codeMessages: Record<CodeValue, string> = {
  10000: '操作成功',
  10005: '请先修改密码',
  10401: '请重新登录',
  10403: '没有权限执行此操作',
  10404: '记录不存在',
  10409: '数据已被修改或正被他人处理，请刷新后重试',
  10422: '参数校验失败',
  10429: '尝试次数过多，请稍后再试',
  10500: '系统开小差了',
  10501: '功能尚未实现',
};

export function messageFor(code: CodeValue): string {
  return codeMessages[code];
}
