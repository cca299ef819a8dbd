// 产能校验 of purchase tasks (`task/validProduction`, README "Purchase tasks"): can each task's supplier make it
// by its day? A supplier works through what it already owes (the open quantity of its approved orders) and then
// the tasks in the order they are needed, at its daily capacity, six working days a week, after its lead time.

export interface CheckedTask {
  id: string;
  code: string;
  supplier_id: string | null;
  supplier_name: string | null;
  quantity: number;
  need_date: string | null;
}

export interface SupplierLoad {
  daily_capacity: number | null;
  lead_days: number | null;
  /** What its approved orders still owe. */
  backlog: number;
}

export interface ProductionVerdict {
  id: string;
  code: string;
  /** null: cannot be judged (no supplier, no capacity, no day). */
  feasible: boolean | null;
  /** The earliest day the supplier can deliver it, when judged. */
  earliest: string | null;
  message: string;
}

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** Calendar days for `working` working days at six a week. */
const calendarDays = (working: number) => working + Math.floor((working - 1) / 6);

export function checkProduction(tasks: readonly CheckedTask[], loads: ReadonlyMap<string, SupplierLoad>, today: string): ProductionVerdict[] {
  const verdicts = new Map<string, ProductionVerdict>();
  const bySupplier = new Map<string, CheckedTask[]>();
  for (const t of tasks) {
    if (!t.supplier_id) verdicts.set(t.id, { id: t.id, code: t.code, feasible: null, earliest: null, message: '未选择供应商' });
    else bySupplier.set(t.supplier_id, [...(bySupplier.get(t.supplier_id) ?? []), t]);
  }
  for (const [supplierId, own] of bySupplier) {
    const load = loads.get(supplierId);
    const name = own[0]!.supplier_name ?? '';
    if (!load?.daily_capacity) {
      for (const t of own) verdicts.set(t.id, { id: t.id, code: t.code, feasible: null, earliest: null, message: `供应商 ${name} 未填写日产能` });
      continue;
    }
    let made = load.backlog;
    const ordered = [...own].sort((a, b) => (a.need_date ?? '9999').localeCompare(b.need_date ?? '9999') || a.code.localeCompare(b.code));
    for (const t of ordered) {
      made += t.quantity;
      const working = Math.ceil(made / load.daily_capacity);
      const earliest = addDays(today, (load.lead_days ?? 0) + calendarDays(working));
      const feasible = t.need_date ? earliest <= t.need_date : null;
      const basis = `日产能 ${load.daily_capacity} 件，在途 ${load.backlog} 件`;
      const message =
        feasible === null
          ? `未填写需求日期；最早 ${earliest} 交货（${basis}）`
          : feasible
            ? `可按期交货（最早 ${earliest}）`
            : `产能不足：最早 ${earliest} 交货，晚于需求日期 ${t.need_date}（${basis}）`;
      verdicts.set(t.id, { id: t.id, code: t.code, feasible, earliest, message });
    }
  }
  return tasks.map((t) => verdicts.get(t.id)!);
}
