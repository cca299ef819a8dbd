// Imported first by every hub component test: Arco needs its React 19 root adapter before anything renders
// (as main.tsx does), and without vitest globals testing-library cannot clean up on its own.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => cleanup());
