import { describe, expect, it } from 'vitest';
import { ids, twoLevels } from './decide-fixtures.ts';
import type { FlowCandidate } from './flow-rules.ts';
import { decide } from './submit-request.command.ts';

const flow = (id: string, priority: number, conditions: FlowCandidate['conditions']): FlowCandidate => ({
  id,
  name: id,
  priority,
  conditions,
  levels: twoLevels,
});
/** `organizations`: the document's organization, then the ones above it. */
const facts = (amount: string | null, type: string | null = null, organizations: string[] = []) => ({ amount, type, organizations });
const picked = (flows: FlowCandidate[], f: ReturnType<typeof facts>) => {
  const d = decide(flows, f);
  if ('refused' in d) throw d.refused;
  return d.change;
};

describe('submit: decide', () => {
  const big = flow('big', 10, { amount_min: '10000' });
  const small = flow('small', 20, {});
  const urgent = flow('urgent', 5, { types: ['urgent'] });

  it('chooses by amount with decimal-safe bounds: min inclusive, max exclusive', () => {
    expect(picked([small, big], facts('12000.00')).flow?.id).toBe('big');
    expect(picked([small, big], facts('10000')).flow?.id).toBe('big');
    expect(picked([small, big], facts('9999.9999')).flow?.id).toBe('small');
    expect(picked([flow('band', 1, { amount_min: '0.1', amount_max: '0.3' })], facts('0.30')).flow).toBeNull();
    expect(picked([flow('band', 1, { amount_min: '0.1', amount_max: '0.3' })], facts('0.2999')).flow?.id).toBe('band');
    // beyond float precision: 9007199254740993 > 9007199254740992
    expect(picked([flow('huge', 1, { amount_min: '9007199254740993' })], facts('9007199254740992')).flow).toBeNull();
  });

  it('chooses by type and organization, lowest priority number first', () => {
    expect(picked([small, big, urgent], facts('50', 'urgent')).flow?.id).toBe('urgent');
    expect(picked([small, big, urgent], facts('50', 'normal')).flow?.id).toBe('small');
    const org = flow('org', 1, { organization_ids: [ids.other] });
    expect(picked([org], facts(null, null, [ids.other])).flow?.id).toBe('org');
    expect(picked([org], facts(null, null, [ids.manager])).flow).toBeNull();
    expect(picked([org], facts(null, null)).flow).toBeNull();
  });

  it('an organization condition covers the organizations under it', () => {
    const org = flow('org', 1, { organization_ids: [ids.other] });
    expect(picked([org], facts(null, null, [ids.manager, ids.other])).flow?.id).toBe('org'); // a sub-organization of `other`
    expect(picked([org], facts(null, null, [ids.other, ids.manager])).flow?.id).toBe('org');
  });

  it('an amount condition never matches a document without an amount', () => {
    expect(picked([big], facts(null)).flow).toBeNull();
  });

  it('starts at level 1 with its seats open; no flow means approved at once', () => {
    expect(picked([big], facts('20000'))).toMatchObject({ status: 'pending', current_level: 1, open_seats: [`role:${ids.managerRole}`] });
    expect(picked([], facts('20000'))).toMatchObject({ flow: null, status: 'approved', open_seats: [] });
  });
});
