import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '../timing/use-debounced-callback.ts';
import { joinBatchLines, splitBatchText } from './split-batch-text.ts';

/** Batch-query emission delay from the spec. */
export const BATCH_QUERY_EMIT_MS = 300;

export interface BatchQueryState {
  text: string;
  open: boolean;
  setText(text: string): void;
  setOpen(open: boolean): void;
  clear(): void;
  /** Emits a pending change now (a form submitting must not run ahead of the 300 ms). */
  flush(): void;
}

/**
 * Headless batch query: the raw text is edited freely; the comma list is emitted (debounced) only when
 * the popover closes, so a query does not run on every keystroke. Clearing emits at once.
 */
export function useBatchQuery(value: string | undefined, onChange: (value: string) => void): BatchQueryState {
  const [text, setText] = useState(() => joinBatchLines(value ?? ''));
  const [open, setOpenState] = useState(false);
  const emit = useDebouncedCallback(onChange, BATCH_QUERY_EMIT_MS);

  // A value changed from outside (e.g. a reset button) replaces the text unless the user is editing it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only outside changes of value matter here
  useEffect(() => {
    if (!open && value !== undefined && value !== splitBatchText(text)) setText(joinBatchLines(value));
  }, [value]);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) emit(splitBatchText(text));
  };

  const clear = () => {
    emit.cancel();
    setText('');
    onChange('');
  };

  return { text, open, setText, setOpen, clear, flush: () => emit.flush() };
}
