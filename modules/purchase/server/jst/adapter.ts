// The JST (聚水潭) behind purchasing (README "Supplier grab"): the local fake until a real client implements
// `JstClient` (domain/jst.ts) and is chosen here.
import type { JstClient } from '../../domain/jst.ts';
import { fakeJst } from './fake-jst.ts';

export const jstAdapter = (): JstClient => fakeJst();
