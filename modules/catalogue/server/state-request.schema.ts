import { tableOf } from '@entrepot/server-kit/entity';
import { stateRequest } from '../entities/index.ts';

// Tables of the state-change requests (状态变更申请) and their lines (README: State changes through approval).
export const stateRequests = tableOf(stateRequest.request);
export const stateRequestLines = tableOf(stateRequest.line);
