// What a logistics write must find true of the records it names, and what keeps a record from being deleted.
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { arrayContains, eq, inArray } from 'drizzle-orm';
import { channels, companies, countries } from './logistics.schema.ts';

type Row = Record<string, unknown>;
/** Checks the references of a write (throws 10422 naming the field); `before` is null on create. */
type WriteCheck = (exec: Executor, input: Row, before: Row | null) => Promise<void>;
type InUse = NonNullable<WriteRules['inUse']>;

/** A channel's company exists and is enabled (on create; it is immutable), and every country code exists. */
export const checkChannel: WriteCheck = async (exec, input, before) => {
  if (!before) {
    const [owner] = await exec
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, input.company_id as string));
    if (!owner) throw invalid('company_id', '物流公司不存在');
    if (owner.status !== 'enabled') throw invalid('company_id', '物流公司已停用');
  }
  await checkCountryCodes(exec, input.countries as string[] | undefined);
};

async function checkCountryCodes(exec: Executor, codes: string[] | undefined): Promise<void> {
  if (!codes?.length) return;
  const found = new Set((await exec.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))).map((c) => c.code as string));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length) throw invalid('countries', `国家/地区不存在: ${missing.join(', ')}`);
}

export const companyInUse: InUse = (exec, row) => usedBy(exec, channels, eq(channels.company_id, row.id as string), '该物流公司下还有物流渠道，不能删除');

export const countryInUse: InUse = (exec, row) =>
  usedBy(exec, channels, arrayContains(channels.countries, [row.code as string]), '还有物流渠道服务该国家/地区，不能删除');
