/** Pasted batch text → the comma list the query APIs take: split on line breaks or tabs, blanks dropped. */
export function splitBatchText(text: string): string {
  return text
    .split(/[\r\n\t]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .join(',');
}

/** The comma list back to one entry a line, for reopening the text area on a value set from outside. */
export function joinBatchLines(value: string): string {
  return value === '' ? '' : value.split(',').join('\n');
}
