// Generic plans where they are proven safe (README "Lists"). Every session plans a named statement with its
// parameters (`plan_cache_mode=force_custom_plan`, database.ts): a generic plan chosen blind to a filter's
// selectivity can be a hundred times slower. But planning is up to a third of a list statement's work, and many
// list statements have one right plan whatever their values: each scan walks an index whose condition holds all
// the statement's conditions, under a limit. Such a statement's generic plan is looked at once (EXPLAIN on a
// session that plans generically) and, when every scan is bounded that way, the statement runs on the
// generic pool, planned once per connection. Any other plan — a sequential or bitmap scan, a filter, a sort, a
// hash — keeps the statement planned per call. The verdict is looked at again after a while, since new
// statistics can change the generic plan.
import type pg from 'pg';

/** One node of `explain (format json, verbose)`'s plan. */
export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  Schema?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** An index as the check needs it: its key columns in order (as `pg_get_indexdef` prints them), and uniqueness. */
export interface IndexShape {
  columns: string[];
  unique: boolean;
}
/** Indexes by `schema.name`. */
export type IndexShapes = ReadonlyMap<string, IndexShape>;

// Nodes that pass their input's rows on as they come (a limit above them still bounds what is read below).
const STREAMING = new Set(['Result', 'Subquery Scan', 'Append', 'Merge Append']);
// Nodes that read all their input before answering.
const CONSUMING = new Set(['Aggregate']);

/** The conditions of an index condition (`(a = $1)` or `((a = $1) AND (b >= $2))`), each as column and operator. */
function conditionsOf(cond: string): { column: string; op: string }[] | undefined {
  const inner = cond.slice(1, -1);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')') depth--;
    else if (depth === 0 && inner.startsWith(' AND ', i)) {
      parts.push(inner.slice(start, i));
      start = i + 5;
    }
  }
  parts.push(inner.slice(start));
  const out: { column: string; op: string }[] = [];
  for (const part of parts) {
    const clause = parts.length > 1 ? part.slice(1, -1) : part;
    const m = /^(.+?) (=|>=|<=|>|<) (ANY )?/.exec(clause);
    if (!m) return undefined; // another operator (a pattern, IS NULL…): not known to bound the walk
    // the column without the table's alias; `= ANY (…)` is one equality walk per value
    out.push({ column: m[1]!.replace(/(?<![\w"])\w+\./g, ''), op: m[3] ? 'any' : m[2]! });
  }
  return out;
}

/**
 * How an index scan walks: `one` (at most one row: equality on every column of a unique index), `range` (its
 * conditions hold the index's first columns, equality on all but the last: every entry walked matches), or
 * undefined (it would walk entries that do not match — a skipped column, a range before an equality).
 */
function walkOf(node: PlanNode, indexes: IndexShapes): 'one' | 'range' | undefined {
  const index = indexes.get(`${node.Schema}.${node['Index Name']}`);
  const conditions = node['Index Cond'] ? conditionsOf(node['Index Cond']) : [];
  if (!index || !conditions) return undefined;
  const at = conditions.map((c) => index.columns.indexOf(c.column));
  const used = Math.max(-1, ...at) + 1;
  if (at.includes(-1) || new Set(at).size !== used) return undefined; // a column not in the index, or one skipped
  if (conditions.some((c, i) => at[i]! < used - 1 && c.op !== '=' && c.op !== 'any')) return undefined;
  const equalAll = used === index.columns.length && conditions.every((c) => c.op === '=');
  return index.unique && equalAll ? 'one' : 'range';
}

/**
 * Whether a plan's cost is the same for any parameter values: every relation is read by an index walk whose
 * every entry matches (no filter, no skipped column), each under a limit or of one row by a unique key, and
 * nothing between a walk and its limit reads all its input (no sort, no hash, no aggregate).
 */
export function boundedPlan(node: PlanNode, indexes: IndexShapes, underLimit = false): boolean {
  if (Object.keys(node).some((key) => key.includes('Filter'))) return false;
  const type = node['Node Type'];
  const children = node.Plans ?? [];
  // Subplans run once per outer row or once alone: each must be bounded on its own.
  const own = (child: PlanNode, limited: boolean) =>
    boundedPlan(child, indexes, ['InitPlan', 'SubPlan'].includes(child['Parent Relationship'] ?? '') ? false : limited);
  if (type === 'Index Scan' || type === 'Index Only Scan') {
    const walk = walkOf(node, indexes);
    return (walk === 'one' || (walk === 'range' && underLimit)) && children.every((c) => own(c, false));
  }
  if (type === 'Limit') return children.every((c) => own(c, true));
  if (STREAMING.has(type)) return children.every((c) => own(c, underLimit));
  if (CONSUMING.has(type)) return children.every((c) => own(c, false));
  // A nested loop streams its outer side; its inner side runs once per outer row and must be bounded alone.
  if (type === 'Nested Loop') return children.every((c) => own(c, c['Parent Relationship'] === 'Outer' && underLimit));
  return false;
}

/** Every index a plan walks, as `schema.name`. */
function indexesIn(node: PlanNode, into = new Set<string>()): Set<string> {
  if (node['Index Name']) into.add(`${node.Schema}.${node['Index Name']}`);
  for (const child of node.Plans ?? []) indexesIn(child, into);
  return into;
}

const PROBE = '__entrepot_generic_probe';
// Named after the probe, as its other statements are (a benchmark replaying a request's statements leaves them out).
const INDEX_SHAPES = `select /* ${PROBE} */ n.nspname || '.' || c.relname as name, i.indisunique as unique,
  array(select pg_get_indexdef(i.indexrelid, k, true) from generate_series(1, i.indnkeyatts) k order by k) as columns
  from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname || '.' || c.relname = any($1)`;

/** How long a verdict holds before the plan is looked at again (new statistics can change a generic plan). */
const VERDICT_MS = 5 * 60_000;

interface Verdict {
  bounded: boolean;
  until: number;
}

/** Per pool of generic sessions: each statement text's verdict, and the texts being looked at now. */
class GenericPlans {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly probing = new Map<string, Promise<unknown>>();

  readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Whether `text` runs generic now; an unknown or stale text is looked at in the background (runs custom meanwhile). */
  allows(text: string): boolean {
    const verdict = this.verdicts.get(text);
    if (verdict && verdict.until > Date.now()) return verdict.bounded;
    // A text known already is looked at again when stale; a new one only while fewer than 2,000 are kept.
    if (!this.probing.has(text) && (verdict !== undefined || this.verdicts.size < 2000)) {
      const probe = this.probe(text)
        .catch(() => false) // a pool closed meanwhile, a connection refused: not proven
        .then((bounded) => this.verdicts.set(text, { bounded, until: Date.now() + VERDICT_MS }))
        .finally(() => this.probing.delete(text));
      this.probing.set(text, probe);
    }
    return verdict?.bounded ?? false;
  }

  inFlight(): Iterable<Promise<unknown>> {
    return this.probing.values();
  }

  /** Asks the generic session for the statement's plan (values do not change a generic plan: every one is null). */
  async probe(text: string): Promise<boolean> {
    const client = await this.pool.connect();
    let prepared = false;
    let broken = false;
    try {
      await client.query(`prepare ${PROBE} as ${text}`);
      prepared = true;
      const count = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      const args = count ? `(${Array.from({ length: count }, () => 'null').join(', ')})` : '';
      const { rows } = await client.query(`explain (format json, verbose) execute ${PROBE}${args}`);
      const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan;
      if (!plan) return false;
      const shapes = await client.query<IndexShape & { name: string }>(INDEX_SHAPES, [[...indexesIn(plan)]]);
      return boundedPlan(plan, new Map(shapes.rows.map((r) => [r.name, r])));
    } catch {
      return false;
    } finally {
      if (prepared)
        await client.query(`deallocate ${PROBE}`).catch(() => {
          broken = true; // a session still holding the probe is closed, not reused
        });
      client.release(broken);
    }
  }
}

const genericOf = new WeakMap<object, GenericPlans>();

/** Lets the statements of `pool` whose generic plan is bounded run on `generic` (sessions planning generically). */
export function allowGenericPlans(pool: pg.Pool, generic: pg.Pool): void {
  genericOf.set(pool, new GenericPlans(generic));
}

/** Resolves when every plan being looked at for `pool`'s statements has its verdict (tests). */
export async function genericPlansSettled(pool: object): Promise<void> {
  await Promise.all([...(genericOf.get(pool)?.inFlight() ?? [])]);
}

/** The generic pool to run `text` on instead of `client`, when its plan is proven bounded. */
export function genericFor(client: object, text: string): pg.Pool | undefined {
  const plans = genericOf.get(client);
  return plans?.allows(text) ? plans.pool : undefined;
}
