import { describe, expect, it } from 'vitest';
import { boundedRunner } from './bounded-runner.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('boundedRunner', () => {
  it('keeps at most width jobs in flight and runs them all', async () => {
    const runner = boundedRunner(2);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 6; i++)
      await runner.add(async () => {
        running++;
        most = Math.max(most, running);
        await tick(5);
        running--;
        done.push(i);
      });
    await runner.drain();
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('throws the first failure after the jobs already started have ended', async () => {
    const runner = boundedRunner(2);
    let slowEnded = false;
    await runner.add(async () => {
      await tick(20);
      slowEnded = true;
    });
    const failing = runner.add(async () => {
      throw new Error('批次失败');
    });
    await expect(failing).rejects.toThrow('批次失败');
    expect(slowEnded).toBe(true);
    await expect(runner.add(async () => {})).rejects.toThrow('批次失败');
  });
});
