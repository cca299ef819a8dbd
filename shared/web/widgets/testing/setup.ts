// Imported first by every component test: Arco needs its React 19 root adapter before anything renders,
// and without vitest globals testing-library cannot clean up on its own.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unmounting closes popups, and Arco defers their last state change (a DatePicker's panel) to a 0 ms timer: let it
// run while the test's window still exists, not after the file's environment is torn down.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
