// The shape of the 会计科目 tree: first-level subjects have the 4-digit codes of the national chart
// (1001 库存现金, 1002 银行存款…); a child's code extends its parent's and keeps its category.
import type { TextCheck } from '@entrepot/entity';

export const SUBJECT_CODE_RULE: TextCheck = (v) => (/^\d{4,20}$/.test(v) ? null : '科目编码须为4到20位数字');

export interface SubjectNode {
  code: string;
  category: string;
  level: number;
}

export interface Refusal {
  field: 'code' | 'category';
  message: string;
}

/** Why `child` cannot sit under `parent` (null: it can); `labelOf` names a category. */
export function checkSubjectPlace(parent: SubjectNode | null, child: { code: string; category: string }, labelOf: (c: string) => string): Refusal | null {
  if (!parent) return child.code.length === 4 ? null : { field: 'code', message: '一级科目编码须为4位数字' };
  if (!child.code.startsWith(parent.code) || child.code.length <= parent.code.length) {
    return { field: 'code', message: `下级科目编码须以上级科目编码 ${parent.code} 开头且更长` };
  }
  if (child.category !== parent.category) return { field: 'category', message: `下级科目的类别须与上级科目相同（${labelOf(parent.category)}）` };
  return null;
}

/** 1 at the top, the parent's level + 1 below. */
export const levelUnder = (parent: SubjectNode | null): number => (parent ? parent.level + 1 : 1);
