// What the warehouse reacts to (README "Events"): after-sales' announced returns, and purchasing's settled
// exception orders. Each runs in the delivery's transaction and changes nothing when redelivered.
import { EXCEPTION_SETTLED, type ExceptionSettled } from '@entrepot/module-purchase';
import { systemActor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { closeSettled } from './receiving/receiving-exceptions.ts';
import { expectReturn, RETURN_EXPECTED } from './returns/return-commands.ts';
import type { WmsServices } from './services.ts';

export function subscribeWms(outbox: Outbox, s: WmsServices): void {
  const system = systemActor('系统');
  outbox.subscribe(RETURN_EXPECTED, 'wms.on-return-expected', (payload, tx) => expectReturn(tx, { services: s }, payload as object, system));
  outbox.subscribe(EXCEPTION_SETTLED, 'wms.on-exception-settled', (payload, tx) => closeSettled(tx, s, payload as unknown as ExceptionSettled, system));
}
