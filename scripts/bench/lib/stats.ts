export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(name: string, values: number[]): string {
  const f = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  return `${name.padEnd(28)} n=${String(values.length).padStart(5)}  p50 ${f(percentile(values, 50))}  p99 ${f(percentile(values, 99))}  max ${f(Math.max(...values))}`;
}
