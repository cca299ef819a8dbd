import { Alert, Form } from '@arco-design/web-react';
import { type TransitionAsk, TransitionRequestDialog, useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { STATE_REQUEST_SCREENS } from './state-request.page.tsx';
import { type SkuState, stateRequestUrls } from './state-request-rows.ts';

/**
 * 申请停售 (or another state change) for the chosen SKUs (the engine's dialog); one SKU shows its state and a
 * request already waiting on it, which blocks the submit.
 */
export function StateRequestDialog({ ask, onClose, onSubmitted }: { ask: TransitionAsk; onClose(): void; onSubmitted(): void }) {
  const state = useSkuState(ask.records.length === 1 ? ask.records[0]!.id : null);
  return (
    <TransitionRequestDialog screens={STATE_REQUEST_SCREENS} ask={ask} onClose={onClose} onSubmitted={onSubmitted} blocked={Boolean(state?.pending)}>
      {state && (
        <Form.Item>
          <div style={{ color: 'var(--color-text-3)' }}>
            当前状态：{state.status_label}（SPU {state.spu_code}：{state.spu_status_label}）
          </div>
        </Form.Item>
      )}
      {state?.pending && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={`该SKU已有审批中的状态变更申请 ${state.pending.code}（${state.pending.transition_label}），不能重复申请`}
        />
      )}
    </TransitionRequestDialog>
  );
}

/** `skustate/{id}` of the one SKU chosen (none for a batch). */
function useSkuState(skuId: string | null): SkuState | null {
  const { http } = useArea();
  const [state, setState] = useState<SkuState | null>(null);
  useEffect(() => {
    if (!skuId) return;
    let live = true;
    http.get<SkuState>(stateRequestUrls.skuState(skuId), { silent: true }).then(
      (next) => live && setState(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, skuId]);
  return state;
}
