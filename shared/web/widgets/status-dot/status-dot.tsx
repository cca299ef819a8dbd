import type { ReactNode } from 'react';
import { type StatusDotColor, statusDotColor } from './status-dot-color.ts';

export interface StatusDotProps {
  color?: StatusDotColor;
  /** The status text beside the dot. */
  children?: ReactNode;
}

const DOT_SIZE = 6;

export function StatusDot({ color = 'default', children }: StatusDotProps) {
  const background = statusDotColor(color);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span data-color={color} aria-hidden style={{ width: DOT_SIZE, height: DOT_SIZE, borderRadius: '50%', background, flex: 'none' }} />
      {children}
    </span>
  );
}
