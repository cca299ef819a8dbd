import { atom } from 'jotai';

export const paletteOpenAtom = atom(false);
export const cheatSheetOpenAtom = atom(false);
