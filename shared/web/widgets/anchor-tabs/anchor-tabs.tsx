import { Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { scrollToSection } from './scroll-to-section.ts';

export interface AnchorSection {
  /** The element id of the section on the page. */
  id: string;
  title: string;
}

export interface AnchorTabsProps {
  sections: AnchorSection[];
}

/** Tabs that do not switch content but scroll the page to its sections (long detail pages). */
export function AnchorTabs({ sections }: AnchorTabsProps) {
  const [active, setActive] = useState(sections[0]?.id);
  return (
    <Tabs
      activeTab={active}
      onChange={(id) => {
        setActive(id);
        scrollToSection(id);
      }}
    >
      {sections.map((section) => (
        <Tabs.TabPane key={section.id} title={section.title} />
      ))}
    </Tabs>
  );
}
