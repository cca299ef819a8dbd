import { GLOBAL_CHORDS } from '@entrepot/bridge';

const DESCRIPTIONS: Record<string, string> = {
  palette: '打开命令面板',
  'tab:close': '关闭当前标签',
  'tab:previous': '上一个标签',
  'tab:next': '下一个标签',
  cheatsheet: '显示快捷键',
};

function describe(name: string): string {
  return DESCRIPTIONS[name] ?? `切换到第 ${name.slice('tab:'.length)} 个标签`;
}

/** Every global chord and what it does: the `?` sheet and the help page show the same table. */
export function ShortcutTable() {
  return (
    <table className="cheat-sheet-table">
      <tbody>
        {GLOBAL_CHORDS.map((c) => (
          <tr key={c.name}>
            <td>
              <kbd>{c.label}</kbd>
            </td>
            <td>{describe(c.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
