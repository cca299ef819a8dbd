// Arco palette variables, so the dots follow the theme.
const STATUS_DOT_COLORS = {
  default: 'rgb(var(--gray-4))',
  green: 'rgb(var(--green-6))',
  red: 'rgb(var(--red-6))',
  orange: 'rgb(var(--orange-6))',
  gray: 'rgb(var(--gray-6))',
  violet: 'rgb(var(--purple-6))',
  blue: 'rgb(var(--arcoblue-6))',
} as const;

export type StatusDotColor = keyof typeof STATUS_DOT_COLORS;

export const statusDotColors = Object.keys(STATUS_DOT_COLORS) as StatusDotColor[];

/** The CSS colour of a status dot. Any other colour is a programming error (often a status from the server). */
export function statusDotColor(color: string): string {
  if (!Object.hasOwn(STATUS_DOT_COLORS, color)) throw new Error(`StatusDot: unknown colour "${color}" (allowed: ${statusDotColors.join(', ')})`);
  return STATUS_DOT_COLORS[color as StatusDotColor];
}
