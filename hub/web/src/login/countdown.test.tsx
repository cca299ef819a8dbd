// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../testing/render-hook.tsx';
import { countdownLabel, useCountdown } from './countdown.ts';

describe('verification-code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels the button', () => {
    expect(countdownLabel(0)).toBe('获取验证码');
    expect(countdownLabel(42)).toBe('已发送 42s');
  });

  it('counts down from 60 to 0, one step a second', () => {
    const hook = renderHook(() => useCountdown());
    expect(hook.current().remaining).toBe(0);
    act(() => hook.current().start());
    expect(hook.current().remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.current().remaining).toBe(59);
    for (let i = 0; i < 59; i++) act(() => vi.advanceTimersByTime(1000));
    expect(hook.current().remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(hook.current().remaining).toBe(0);
    hook.unmount();
  });
});
