import { describe, expect, it } from 'vitest';
import { downloadLabel, hasActiveTasks, progressPercent, resultText, taskActions } from './file-task-status.ts';

describe('taskActions', () => {
  it('offers 取消 while queued or running, never a download yet', () => {
    expect(taskActions({ status: 'queued', file_url: null })).toEqual(['cancel']);
    expect(taskActions({ status: 'running', file_url: '/files/x' })).toEqual(['cancel']);
  });

  it('offers 下载 for a finished task with a file', () => {
    expect(taskActions({ status: 'succeeded', file_url: '/files/a.xlsx?sig=1' })).toEqual(['download']);
    expect(taskActions({ status: 'succeeded', file_url: null })).toEqual([]);
  });

  it('offers 重试 after a cancellation or a failure without a report; a refused file offers its error report only', () => {
    // An import that refused its file offers the error report only: the same file would fail again.
    expect(taskActions({ status: 'failed', file_url: '/files/errors.xlsx' })).toEqual(['download']);
    expect(taskActions({ status: 'failed', file_url: null })).toEqual(['retry']);
    expect(taskActions({ status: 'cancelled', file_url: null })).toEqual(['retry']);
  });

  it('names the import file an error report', () => {
    expect(downloadLabel({ type: 'export' })).toBe('下载');
    expect(downloadLabel({ type: 'import' })).toBe('下载错误报告');
  });
});

describe('hasActiveTasks', () => {
  it('is true while any task may still change', () => {
    expect(hasActiveTasks([{ status: 'succeeded' }, { status: 'running' }])).toBe(true);
    expect(hasActiveTasks([{ status: 'queued' }])).toBe(true);
    expect(hasActiveTasks([{ status: 'failed' }, { status: 'cancelled' }, { status: 'succeeded' }])).toBe(false);
    expect(hasActiveTasks([])).toBe(false);
  });
});

describe('progressPercent / resultText', () => {
  it('divides progress by total, full when succeeded', () => {
    expect(progressPercent({ status: 'running', progress: 50, total: 200 })).toBe(25);
    expect(progressPercent({ status: 'running', progress: null, total: null })).toBe(0);
    expect(progressPercent({ status: 'running', progress: 300, total: 200 })).toBe(100);
    expect(progressPercent({ status: 'succeeded', progress: 0, total: 0 })).toBe(100);
  });

  it('puts the counts in words, or the error of a failed task', () => {
    expect(resultText({ status: 'succeeded', error: null, result: { rows: 12, created: 10, updated: 2 } })).toBe('行数 12，新增 10，更新 2');
    expect(resultText({ status: 'failed', error: '共3处错误', result: { rows: 5 } })).toBe('共3处错误');
    expect(resultText({ status: 'queued', error: null, result: null })).toBe('');
  });
});
