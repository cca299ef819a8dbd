import { Command } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { navigate } from '../navigation/hash-location.ts';
import { paletteOpenAtom } from '../shortcuts/shortcuts.atoms.ts';
import { persistedAtom } from '../state/persisted-atom.ts';
import { menusAtom, userAtom } from '../state/session.atoms.ts';
import { screenItems } from './palette-items.ts';
import { rankItems } from './rank.ts';
import { useRecordSearch } from './use-record-search.ts';
import './palette.css';

const RECENTS_KEPT = 8;
const SCREENS_SHOWN = 12;
const recentsAtom = persistedAtom<string[]>('palette.recents', []);

/** Mod+K: jump to a screen (fuzzy on Chinese titles and pinyin initials) or to a record by its code. */
export function Palette() {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const [recents, setRecents] = useAtom(recentsAtom);
  const [query, setQuery] = useState('');
  const menus = useAtomValue(menusAtom);
  const user = useAtomValue(userAtom);
  const screens = useMemo(() => screenItems(menus, user), [menus, user]);
  const ranked = rankItems(query, screens, recents).slice(0, SCREENS_SHOWN);
  const { hits, loading, answers } = useRecordSearch(open ? query : '');

  const go = (url: string, recentId?: string) => {
    if (recentId) setRecents([recentId, ...recents.filter((r) => r !== recentId)].slice(0, RECENTS_KEPT));
    setOpen(false);
    setQuery('');
    navigate(url);
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={setOpen}
      label="命令面板"
      shouldFilter={false}
      vimBindings={false}
      className="palette"
      overlayClassName="palette-overlay"
      contentClassName="palette-content"
    >
      <Command.Input value={query} onValueChange={setQuery} placeholder="搜索页面（支持拼音首字母）或输入单号…" className="palette-input" />
      <Command.List className="palette-list">
        {loading && <Command.Loading>搜索中…</Command.Loading>}
        {ranked.length === 0 && hits.length === 0 && !loading && <Command.Empty>没有找到匹配的页面或记录</Command.Empty>}
        {ranked.length > 0 && (
          <Command.Group heading={query ? '页面' : '最近与常用'}>
            {ranked.map((s) => (
              <Command.Item key={s.id} value={`screen:${s.id}`} onSelect={() => go(s.path, s.id)} className="palette-item">
                <span>{s.title}</span>
                <span className="palette-hint">{s.keywords.slice(0, -2).join(' / ')}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {hits.length > 0 && (
          <Command.Group heading="记录" data-answers={answers}>
            {hits.map((h) => (
              <Command.Item key={`${h.kind}:${h.code}`} value={`record:${h.kind}:${h.code}`} onSelect={() => go(h.url)} className="palette-item">
                <span>{h.code}</span>
                <span className="palette-hint">{h.title}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
