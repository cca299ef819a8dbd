import type { CSSProperties, ReactNode } from 'react';

export interface TitledBoxProps {
  title: ReactNode;
  /** Right-aligned actions in the title row. */
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
}

/** A bordered section with a title row, for grouping a form or detail page into parts. */
export function TitledBox({ title, extra, children, style }: TitledBoxProps) {
  return (
    <section style={{ border: '1px solid var(--color-border-2)', borderRadius: 4, background: 'var(--color-bg-2)', ...style }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '10px 16px',
          borderBottom: '1px solid var(--color-border-2)',
          fontWeight: 500,
        }}
      >
        <h3 style={{ margin: 0, fontSize: 14 }}>{title}</h3>
        {extra}
      </header>
      <div style={{ padding: 16 }}>{children}</div>
    </section>
  );
}
