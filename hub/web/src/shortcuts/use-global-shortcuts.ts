import { chordOf, GLOBAL_CHORDS } from '@entrepot/bridge';
import hotkeys from 'hotkeys-js';
import { useEffect } from 'react';
import { runChord } from './run-chord.ts';

/** The hub document's own chords (hotkeys-js); areas forward theirs over the bridge. */
export function useGlobalShortcuts(): void {
  useEffect(() => {
    // hotkeys-js ignores key events in inputs; the global chords (all but `?`) must work while typing too.
    const defaultFilter = hotkeys.filter;
    hotkeys.filter = (event) => defaultFilter(event) || chordOf(event, true) !== null;
    for (const chord of GLOBAL_CHORDS) {
      hotkeys(chord.hotkeys, (event) => {
        event.preventDefault();
        runChord(chord.name);
      });
    }
    return () => {
      for (const chord of GLOBAL_CHORDS) hotkeys.unbind(chord.hotkeys);
      hotkeys.filter = defaultFilter;
    };
  }, []);
}
