// The global keyboard chords (ARCHITECTURE §6): handled by the hub, forwarded by areas because keys never
// cross an iframe. None is a chord the browser keeps (Ctrl+W/T/N/Tab, Ctrl+1…9).

export type ChordName = 'palette' | `tab:${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` | 'tab:close' | 'tab:previous' | 'tab:next' | 'cheatsheet';

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface ChordSpec {
  name: ChordName;
  /** the key spec in hotkeys-js syntax, for the hub's own document */
  hotkeys: string;
  /** as shown in the cheat sheet */
  label: string;
  /** true when the chord must also work while typing in a field */
  inFields: boolean;
  matches(e: KeyLike): boolean;
}

const onlyAlt = (e: KeyLike) => e.altKey && !e.ctrlKey && !e.metaKey;
// Alt+digit: `key` is a symbol on some layouts (macOS Option), so the physical code decides.
const digitOf = (e: KeyLike) => (e.code?.startsWith('Digit') ? e.code.slice(5) : e.key);

const tabChords: ChordSpec[] = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((n) => ({
  name: `tab:${n}` as const,
  hotkeys: `alt+${n}`,
  label: `Alt+${n}`,
  inFields: true,
  matches: (e) => onlyAlt(e) && digitOf(e) === String(n),
}));

export const GLOBAL_CHORDS: readonly ChordSpec[] = [
  {
    name: 'palette',
    hotkeys: 'ctrl+k,command+k',
    label: 'Ctrl+K / ⌘K',
    inFields: true,
    matches: (e) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k',
  },
  ...tabChords,
  { name: 'tab:close', hotkeys: 'alt+w', label: 'Alt+W', inFields: true, matches: (e) => onlyAlt(e) && (e.code === 'KeyW' || e.key.toLowerCase() === 'w') },
  { name: 'tab:previous', hotkeys: 'alt+left', label: 'Alt+←', inFields: true, matches: (e) => onlyAlt(e) && e.key === 'ArrowLeft' },
  { name: 'tab:next', hotkeys: 'alt+right', label: 'Alt+→', inFields: true, matches: (e) => onlyAlt(e) && e.key === 'ArrowRight' },
  { name: 'cheatsheet', hotkeys: 'shift+/', label: '?', inFields: false, matches: (e) => e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey },
];

/** The chord a key event makes, or null. `inField`: the event comes from an input, textarea or editor. */
export function chordOf(e: KeyLike, inField = false): ChordName | null {
  const chord = GLOBAL_CHORDS.find((c) => c.matches(e));
  if (!chord || (inField && !chord.inFields)) return null;
  return chord.name;
}

export function isChordName(value: string): value is ChordName {
  return GLOBAL_CHORDS.some((c) => c.name === value);
}
