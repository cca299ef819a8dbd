// @vitest-environment happy-dom
import '../testing/setup.ts';
import { GLOBAL_CHORDS } from '@entrepot/bridge';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpPage } from './help.page.tsx';

describe('帮助', () => {
  it('names the screen it was opened from and lists every shortcut, the import steps and who to ask', () => {
    const { container } = render(<HelpPage screen="SKU管理" />);
    expect(screen.getByText('Entrepot 帮助：SKU管理')).toBeTruthy();
    expect(container.querySelectorAll('.cheat-sheet-table tr')).toHaveLength(GLOBAL_CHORDS.length);
    expect(screen.getByText('打开命令面板')).toBeTruthy();
    for (const heading of ['快捷键', '如何导入', '找谁帮忙']) expect(screen.getByText(heading)).toBeTruthy();
    expect(container.textContent).toContain('错误报告');
  });
});
