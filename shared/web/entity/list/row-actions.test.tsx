// @vitest-environment happy-dom
import '../../widgets/testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityConfig } from '../config.ts';
import { fakeHttp } from '../testing/fake-http.ts';
import { probe, probeRow } from '../testing/probe-entity.ts';
import { RowActions } from './row-actions.tsx';

const config: EntityConfig = {
  entity: probe,
  http: fakeHttp().http,
  urls: { list: '/p', detail: (i) => `/p/${i}`, create: '/p', update: (i) => `/p/${i}`, remove: (i) => `/p/${i}`, transition: (i, n) => `/p/${i}/${n}` },
  lookups: {},
  can: () => true,
};
const names = () => screen.getAllByRole('button').map((b) => b.textContent?.trim());

describe('a row’s actions', () => {
  it('are all links when three fit', () => {
    render(<RowActions config={config} row={probeRow({ status: 'active' })} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} />);
    expect(names()).toEqual(['编辑', '关闭', '删除']);
  });

  it('are at most three links, the rest under 更多; the page’s own links stay in sight', () => {
    const own = (
      <>
        <button type="button">详情</button>
        <button type="button">复制</button>
      </>
    );
    render(<RowActions config={config} row={probeRow({ status: 'active' })} onEdit={vi.fn()} onDelete={vi.fn()} onTransition={vi.fn()} extra={own} />);
    expect(names()).toEqual(['编辑', '详情', '复制', '更多']);
  });
});
