import dayjs, { type Dayjs } from 'dayjs';

/**
 * Quick date range keys and what they mean, `today` being the calendar day of `now`:
 *
 * | key          | start                                    | end   |
 * |--------------|------------------------------------------|-------|
 * | `today`      | today                                    | today |
 * | `yesterday`  | yesterday                                | yesterday |
 * | `day_N`      | N−1 days before today (last N days, today included) | today |
 * | `seven`      | same as `day_7`                          | today |
 * | `week`       | Monday of this week (weeks start on Monday, as in China) | today |
 * | `month`      | the 1st of this month                    | today |
 * | `season`     | the first day of this quarter (Jan 1, Apr 1, Jul 1, Oct 1) | today |
 * | `year`       | January 1st of this year                 | today |
 * | `Nd` `Nm` `Ny` | the day after "today minus N days/months/years": N whole units ending today | today |
 *
 * So `10d` equals `day_10`, and on 2026-03-15 `1m` is 2026-02-16..2026-03-15 and `1y` is
 * 2025-03-16..2026-03-15. Periods end today, not at the end of the period: no one queries the future.
 * Starts are at 00:00:00.000 and ends at 23:59:59.999 of their day. N is a positive integer.
 */
export type QuickRangeKey = 'today' | 'yesterday' | 'seven' | 'week' | 'month' | 'season' | 'year' | `day_${number}` | `${number}${'d' | 'm' | 'y'}`;

export type DayRange = [start: Dayjs, end: Dayjs];

const UNITS = { d: 'day', m: 'month', y: 'year' } as const;

function lastDays(today: Dayjs, n: number): Dayjs {
  return today.subtract(n - 1, 'day');
}

function rangeStart(key: string, today: Dayjs): Dayjs {
  switch (key) {
    case 'today':
      return today;
    case 'yesterday':
      return today.subtract(1, 'day');
    case 'seven':
      return lastDays(today, 7);
    case 'week':
      // dayjs weeks start on Sunday; day() is 0 for Sunday, so Sunday belongs to the week of the Monday before.
      return today.subtract((today.day() + 6) % 7, 'day');
    case 'month':
      return today.startOf('month');
    case 'season':
      // From the 1st, so a 31st never overflows into the next month.
      return today.startOf('month').subtract(today.month() % 3, 'month');
    case 'year':
      return today.startOf('year');
  }
  const days = /^day_(\d+)$/.exec(key);
  if (days && Number(days[1]) > 0) return lastDays(today, Number(days[1]));
  const span = /^(\d+)([dmy])$/.exec(key);
  if (span && Number(span[1]) > 0) {
    const unit = UNITS[span[2] as keyof typeof UNITS];
    return today.subtract(Number(span[1]), unit).add(1, 'day');
  }
  throw new Error(`Unknown quick date range "${key}"`);
}

/** The [start, end] days of a quick range key; throws on an unknown key. */
export function quickRange(key: QuickRangeKey | string, now: Dayjs | Date = dayjs()): DayRange {
  const today = dayjs(now).startOf('day');
  const end = key === 'yesterday' ? today.subtract(1, 'day') : today;
  return [rangeStart(key, today).startOf('day'), end.endOf('day')];
}

/** The same range as 'YYYY-MM-DD' strings, the form list filters send. */
export function quickRangeDates(key: QuickRangeKey | string, now: Dayjs | Date = dayjs()): [start: string, end: string] {
  const [start, end] = quickRange(key, now);
  return [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')];
}
