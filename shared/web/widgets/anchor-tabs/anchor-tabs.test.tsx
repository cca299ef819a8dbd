// @vitest-environment happy-dom
import '../testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HelpTooltip } from '../help-tooltip/help-tooltip.tsx';
import { TitledBox } from '../titled-box/titled-box.tsx';
import { AnchorTabs } from './anchor-tabs.tsx';
import { scrollToSection } from './scroll-to-section.ts';

describe('scrollToSection', () => {
  it('scrolls an existing section and reports a missing one', () => {
    document.body.innerHTML = '<div id="base"></div>';
    const section = document.getElementById('base') as HTMLElement;
    section.scrollIntoView = vi.fn();
    expect(scrollToSection('base')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollToSection('nope')).toBe(false);
  });
});

describe('AnchorTabs inside titled boxes', () => {
  it('scrolls to the titled box of the clicked tab', () => {
    render(
      <>
        <AnchorTabs
          sections={[
            { id: 'base', title: '基本信息' },
            { id: 'items', title: '采购明细' },
          ]}
        />
        <div id="base">
          <TitledBox title="基本信息" extra={<HelpTooltip content="供应商与仓库" />}>
            A
          </TitledBox>
        </div>
        <div id="items">
          <TitledBox title="采购明细">B</TitledBox>
        </div>
      </>,
    );
    const items = document.getElementById('items') as HTMLElement;
    items.scrollIntoView = vi.fn();
    fireEvent.click(screen.getAllByText('采购明细')[0] as HTMLElement);
    expect(items.scrollIntoView).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: '基本信息' })).toBeTruthy();
    expect(screen.getByLabelText('说明')).toBeTruthy();
  });
});
