import { act } from 'react';
import { createRoot } from 'react-dom/client';

// A tiny renderHook for happy-dom tests: renders a component calling the hook and exposes its last value.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe<T>({ useHook, onValue }: { useHook: () => T; onValue(value: T): void }) {
  onValue(useHook());
  return null;
}

export function renderHook<T>(useHook: () => T): { current: () => T; unmount(): void } {
  let value: T | undefined;
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <Probe
        useHook={useHook}
        onValue={(v: T) => {
          value = v;
        }}
      />,
    ),
  );
  return { current: () => value as T, unmount: () => act(() => root.unmount()) };
}
