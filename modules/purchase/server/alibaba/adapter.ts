// The 1688 behind purchasing (README "1688 orders"): the local fake until a real adapter implements
// `AlibabaAdapter` (domain/alibaba.ts) and is chosen here.
import type { AlibabaAdapter } from '../../domain/alibaba.ts';
import { fakeAlibaba } from './fake-alibaba.ts';

export const alibabaAdapter = (): AlibabaAdapter => fakeAlibaba();
