import { useAtomValue } from 'jotai';
import { userAtom } from '../state/session.atoms.ts';
import { watermarkText, watermarkTile } from './watermark-text.ts';

/** One click-through layer over everything, area iframes included (they cannot draw over the hub). */
export function Watermark() {
  const text = watermarkText(useAtomValue(userAtom));
  if (!text) return null;
  return <div className="watermark" data-testid="watermark" data-text={text} aria-hidden="true" style={{ backgroundImage: watermarkTile(text) }} />;
}
