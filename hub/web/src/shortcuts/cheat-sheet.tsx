import { Modal } from '@arco-design/web-react';
import { useAtom } from 'jotai';
import { ShortcutTable } from './shortcut-table.tsx';
import { cheatSheetOpenAtom } from './shortcuts.atoms.ts';

/** `?`: every global chord and what it does. */
export function CheatSheet() {
  const [open, setOpen] = useAtom(cheatSheetOpenAtom);
  return (
    <Modal title="快捷键" visible={open} footer={null} onCancel={() => setOpen(false)} className="cheat-sheet">
      <ShortcutTable />
    </Modal>
  );
}
