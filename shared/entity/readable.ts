// Structured values (a json field, a log's object) in a person's words: `颜色: 白色，尺码: L`, lists joined by 、,
// never `{"颜色":"白色"}`. A json field may declare its own reading (`text`); this is the default.

/** A json value as readable text: objects as `key: value` pairs, arrays joined by 、, nothing as ''. */
export function readableJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map(readableJson)
      .filter((s) => s !== '')
      .join('、');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => {
        const text = readableJson(v);
        return text === '' ? '' : `${key}: ${text}`;
      })
      .filter((s) => s !== '')
      .join('，');
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}
