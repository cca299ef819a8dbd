// What a logistics write must find true of the records it names, and what keeps a record from being deleted.
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type StoredRow, usedBy, type WriteInput, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains, inArray } from 'drizzle-orm';
import type { channel, country } from '../entities/index.ts';
import { channels, countries } from './logistics.schema.ts';

/** Checks the references of a channel's write (throws 10422 naming the field); `before` is null on create. */
type WriteCheck = (exec: Executor, input: WriteInput<typeof channel>, before: StoredRow<typeof channel> | null) => Promise<void>;
type InUse = NonNullable<WriteRules<typeof country>['inUse']>;

/** Every country code a channel serves exists (its company is a declared reference: enabled, kept while used). */
export const checkChannel: WriteCheck = async (exec, input) => {
  await checkCountryCodes(exec, input.countries as string[] | undefined);
};

async function checkCountryCodes(exec: Executor, codes: string[] | undefined): Promise<void> {
  if (!codes?.length) return;
  const found = new Set((await exec.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))).map((c) => c.code));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) throw invalid('countries', `国家/地区不存在: ${missing.join(', ')}`);
}

export const countryInUse: InUse = (exec, row) =>
  usedBy(exec, channels, arrayContains(channels.countries, [row.code]), '还有物流渠道服务该国家/地区，不能删除');
