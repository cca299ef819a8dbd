import { describe, expect, it } from 'vitest';
import { defineEntity } from './define-entity.ts';
import { reference, status, text } from './fields.ts';
import { defineMachine } from './machine.ts';
import { defineTransitionRequest } from './transition-request.ts';

const machine = defineMachine({
  initial: 'on',
  states: { on: { label: '在售', color: 'green' }, off: { label: '停售', color: 'gray' } },
  transitions: { stop: { label: '停售', from: ['on'], to: 'off' }, start: { label: '恢复在售', from: ['off'], to: 'on' } },
});
const item = defineEntity({
  name: 't.item',
  table: 't.items',
  label: '款式',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 20 }), status: status({ label: '状态', machine }) },
});
const variant = defineEntity({
  name: 't.variant',
  table: 't.variants',
  label: '规格',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 20 }), item_id: reference({ label: '款式', to: 't.item' }), status: status({ label: '状态', machine }) },
});
const surface = {
  api: { service: '/api-t', base: '/api/v1/t', paths: { list: 'r/list', export: 'r/export', submit: 'r', detail: 'r/:id', decide: 'r/decide' } },
  screen: { url: '/t/r' },
};
const options = {
  name: 't.request',
  table: 't.requests',
  lineTable: 't.request_lines',
  label: '状态申请',
  number: 'R{seq:3}',
  documentType: 't.r',
  ...surface,
};

describe('a declared transition request', () => {
  const decl = defineTransitionRequest({
    ...options,
    transitions: ['stop', 'start'],
    targets: { item: { entity: item, max: 10 }, variant: { entity: variant, under: 'item_id', max: 50 } },
  });

  it('derives the request, its lines and its list, the most specific target first in the code filter', () => {
    expect(Object.keys(decl.line.fields)).toEqual(expect.arrayContaining(['request_id', 'kind', 'target_id', 'item_id', 'from_status', 'outcome']));
    expect(decl.line.partialIndexes).toEqual([{ on: ['kind', 'target_id'], where: { outcome: 'waiting' }, unique: true }]);
    expect((decl.list.fields as Record<string, { label: string }>).target_code?.label).toBe('规格/款式编码');
    expect(Object.keys(decl.list.fields).slice(0, 3)).toEqual(['code', 'transition', 'target_code']);
  });

  it('words its rules from the targets’ machines', () => {
    expect(decl.refusal('variant', 'V1', 'off', 'stop')).toBe('规格 V1 当前状态为「停售」，不能申请停售');
    expect(decl.refusal('variant', 'V1', 'on', 'stop')).toBeNull();
    expect(decl.targetState('item', 'start')).toBe('on');
    expect(
      decl.title('stop', [
        { kind: 'variant', code: 'V1' },
        { kind: 'item', code: 'I1' },
      ]),
    ).toBe('停售申请：V1 等2项');
    expect(decl.waiting('item', 'I1', 'R001')).toBe('款式 I1 已有审批中的状态申请 R001，不能重复申请');
  });

  it('refuses a transition a target does not declare and a child without its reference to the subject', () => {
    expect(() => defineTransitionRequest({ ...options, transitions: ['retire'], targets: { item: { entity: item, max: 1 } } })).toThrow(
      't.item has no transition retire',
    );
    expect(() =>
      defineTransitionRequest({
        ...options,
        transitions: ['stop'],
        targets: { item: { entity: item, max: 1 }, variant: { entity: variant, under: 'name', max: 1 } },
      }),
    ).toThrow('variant needs under');
  });
});
