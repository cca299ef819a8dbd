// @vitest-environment happy-dom
import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusDot } from './status-dot.tsx';
import { type StatusDotColor, statusDotColor, statusDotColors } from './status-dot-color.ts';

describe('statusDotColor', () => {
  it('knows exactly the seven colours', () => {
    expect(statusDotColors).toEqual(['default', 'green', 'red', 'orange', 'gray', 'violet', 'blue']);
    expect(statusDotColor('green')).toBe('rgb(var(--green-6))');
  });

  it('throws on any other colour', () => {
    for (const color of ['purple', 'yellow', '#f00', '', 'toString', 'constructor']) expect(() => statusDotColor(color)).toThrow(/unknown colour/);
  });
});

describe('StatusDot', () => {
  it('renders the dot and its label', () => {
    render(<StatusDot color="red">已取消</StatusDot>);
    const dot = screen.getByText('已取消').parentElement?.querySelector('[data-color]') as HTMLElement;
    expect(dot.dataset['color']).toBe('red');
    expect(dot.style.background).toContain('--red-6');
  });

  it('defaults to the default colour', () => {
    render(<StatusDot>待处理</StatusDot>);
    expect(screen.getByText('待处理').parentElement?.querySelector('[data-color]')?.getAttribute('data-color')).toBe('default');
  });

  it('fails to render with an unknown colour', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StatusDot color={'pink' as StatusDotColor}>x</StatusDot>)).toThrow(/unknown colour "pink"/);
    silence.mockRestore();
  });
});
