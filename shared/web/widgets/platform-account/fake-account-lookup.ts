import { vi } from 'vitest';
import type { AccountLookup } from './account-lookup.ts';

/** A test lookup with two platforms and a few accounts each; its calls are spies. */
export function fakeAccountLookup(): AccountLookup & { accounts: ReturnType<typeof vi.fn>; platforms: ReturnType<typeof vi.fn> } {
  const byPlatform: Record<string, { id: string; name: string }[]> = {
    amazon: [
      { id: 'a1', name: 'AMZ-US-01' },
      { id: 'a2', name: 'AMZ-DE-02' },
    ],
    temu: [{ id: 't1', name: 'TEMU-01' }],
  };
  return {
    platforms: vi.fn(async () => [
      { code: 'amazon', name_en: 'Amazon' },
      { code: 'temu', name_en: 'Temu' },
    ]),
    accounts: vi.fn(async (platform: string, keyword: string) => (byPlatform[platform] ?? []).filter((a) => a.name.includes(keyword))),
  };
}
