import type { ComponentType } from 'react';
import { ForbiddenPage } from '../pages/forbidden.page.tsx';
import { NotFoundPage } from '../pages/not-found.page.tsx';
import { TestPage } from '../pages/test.page.tsx';
import { WorkbenchPage } from '../workbench/workbench.page.tsx';

const PAGES: Readonly<Record<string, ComponentType>> = {
  '/workbench': WorkbenchPage,
  '/403': ForbiddenPage,
  '/404': NotFoundPage,
  '/test': TestPage,
};

export function HubPage({ path }: { path: string }) {
  const Page = PAGES[path] ?? NotFoundPage;
  return <Page />;
}
