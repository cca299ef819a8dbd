// Cells that a spreadsheet would read as a formula (= + - @, tab, CR, and their full-width forms) are
// written with a leading apostrophe; an import strips exactly that apostrophe again.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutralize(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restore(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
