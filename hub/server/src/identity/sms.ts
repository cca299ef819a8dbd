import { newId } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { smsOutbox } from './identity.schema.ts';

/** How an SMS leaves the system (ARCHITECTURE §7). A provider adapter implements the same interface. */
export interface SmsSender {
  send(exec: Executor, mobile: string, text: string): Promise<void>;
}

/** Default: the message lands in identity.sms_outbox, which an administrator can read. */
export const outboxSmsSender: SmsSender = {
  async send(exec, mobile, text) {
    await exec.insert(smsOutbox).values({ id: newId(), mobile, text });
  },
};
