// The samples' service, sharing the product master data's registry (answers carry the category's, the
// developer's and the SPU's titles; an import finds categories and developers by name), and its write rules.
import { invalid } from '@entrepot/server-kit';
import { EntityService, type WriteRules } from '@entrepot/server-kit/entity';
import { sample } from '../../entities/index.ts';
import { catalogueServices } from '../services.ts';
import { samples } from './sample.schema.ts';

/** Today in China (the business day a sample is received on), `YYYY-MM-DD`. */
export const shanghaiToday = (now = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Every writer (form, import, upload, tospu) applies them (the category and the developer must exist: their
 * declared references): a sample is not received in the future, and a sample that became an SPU stays as its history (not deleted).
 */
export const sampleRules: WriteRules<typeof sample> = {
  async derive(_exec, input) {
    if (typeof input.received_on === 'string' && input.received_on > shanghaiToday()) throw invalid('received_on', '收样日期不能晚于今天');
    return {};
  },
  async inUse(_exec, record) {
    return record.spu_code ? `样品 ${String(record.code)} 已转为SPU ${record.spu_code}，不能删除` : null;
  },
  outOfScope: '只能维护自己负责开发的样品',
};

/** The catalogue's services (the SPU create of `sample/tospu`) with the samples' in the same registry. */
export function sampleServices() {
  const catalogue = catalogueServices();
  catalogue.registry.add(sample, samples);
  return { catalogue, sample: new EntityService(sample, samples, catalogue.registry).withRules(sampleRules) };
}

export type SampleServices = ReturnType<typeof sampleServices>;
