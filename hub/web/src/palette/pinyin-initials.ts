// Pinyin initials without a dictionary: in the zh collation, Chinese characters sort by pinyin, so the
// first character of each initial's range tells which initial a character has. Polyphones take one reading.

const INITIALS = 'abcdefghjklmnopqrstwxyz';
const RANGE_STARTS = '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨他穵夕丫帀';
const HAN = /\p{Script=Han}/u;

let collator: Intl.Collator | undefined;

function initialOf(char: string): string {
  if (!HAN.test(char)) return char.toLowerCase();
  collator ??= new Intl.Collator('zh-Hans-CN');
  let initial = '';
  for (let i = 0; i < RANGE_STARTS.length; i++) {
    if (collator.compare(char, RANGE_STARTS[i] ?? '') < 0) break;
    initial = INITIALS[i] ?? '';
  }
  return initial;
}

/** `采购订单` → `cgdd`; other characters stay (lower-cased). */
export function pinyinInitials(text: string): string {
  return [...text].map(initialOf).join('');
}
