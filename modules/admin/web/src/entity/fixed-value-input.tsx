import { Input } from '@arco-design/web-react';
import type { InputProps } from '@entrepot/web/entity';
import { useEffect } from 'react';

/** A form field the page decides (the parent of a new department, the organization of a job): set once, shown fixed. */
export function FixedValueInput({ value, onChange, fixed, title }: InputProps & { fixed: string | null; title: string }) {
  useEffect(() => {
    if ((value ?? null) !== fixed) onChange(fixed);
  }, [value, fixed, onChange]);
  return <Input value={title} disabled />;
}
