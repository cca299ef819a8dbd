import { code, createdAt, date, datetime, defineEntity, defineMachine, enumOf, quantity, reference, status, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/** A shoot's course: 待拍摄 → 已拍摄 (拍摄完成) → 已完成 (图片已入库); 取消 before it is done, 恢复 back to 待拍摄. */
export const shootScheduleStatus = defineMachine({
  initial: 'planned',
  states: {
    planned: { label: '待拍摄', color: 'orange' },
    shot: { label: '已拍摄', color: 'blue' },
    done: { label: '已完成', color: 'green' },
    cancelled: { label: '已取消', color: 'gray' },
  },
  transitions: {
    shoot: { label: '拍摄完成', from: ['planned'], to: 'shot', stamp: 'shot_at' },
    store: { label: '图片已入库', from: ['shot'], to: 'done', stamp: 'done_at' },
    cancel: { label: '取消', from: ['planned', 'shot'], to: 'cancelled' },
    restore: { label: '恢复', from: ['cancelled'], to: 'planned' },
  },
});

export const shootKinds = [
  { value: 'white', label: '白底图' },
  { value: 'scene', label: '场景图' },
  { value: 'model', label: '模特图' },
  { value: 'detail', label: '细节图' },
  { value: 'video', label: '视频' },
] as const;

/**
 * 拍摄排期: a planned photo shoot of one SPU (what kind of pictures, when, by whom), followed to done — its
 * pictures in the library. Read within the reader's SPU data rules; edited only while 待拍摄.
 */
export const shootSchedule = defineEntity({
  name: 'catalogue.shootSchedule',
  table: 'catalogue.shoot_schedules',
  label: '拍摄排期',
  titleField: 'code',
  scopeThrough: { field: 'spu_id', parent: spu },
  editableIn: ['planned'],
  fields: {
    code: code({ label: '排期单号', max: 20, pattern: 'PS{yyyyMMdd}-{seq:3}', readOnly: true, filter: 'batch', sortable: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal', onDelete: 'restrict' }),
    kind: enumOf({ label: '拍摄类型', options: shootKinds, required: true, filter: 'equal' }),
    plan_date: date({ label: '计划日期', required: true, filter: 'range', sortable: true }),
    photographer_id: reference({ label: '摄影师', to: 'admin.staff', filter: 'equal' }),
    quantity: quantity({ label: '数量', min: 1 }),
    status: status({ label: '状态', machine: shootScheduleStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    shot_at: datetime({ label: '拍摄时间', readOnly: true }),
    done_at: datetime({ label: '入库时间', readOnly: true }),
    created_at: createdAt(),
  },
});
