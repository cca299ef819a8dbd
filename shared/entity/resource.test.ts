import { describe, expect, it } from 'vitest';
import { defineEntity } from './define-entity.ts';
import { enumOf, status, text } from './fields.ts';
import { enabledLifecycle } from './machine.ts';
import { defineResource, resourceUrls, screenMenu } from './resource.ts';

const area = defineEntity({
  name: 'wms.area',
  table: 'wms.areas',
  label: '库区',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 50 }),
    type: enumOf({ label: '类型', options: [{ value: 'a', label: 'A' }] }),
    status: status({ label: '状态', machine: enabledLifecycle }),
  },
});
const at = { entity: area, service: '/api-x', base: '/api/v1/x' } as const;
const paths = (r: ReturnType<typeof defineResource>) => r.routes.map((x) => `${x.method} ${x.path}${x.idInBody ? ' {id}' : ''}`);

describe('defineResource', () => {
  it('spells the rest style: record paths under the segment, the list, export and import under the plural', () => {
    const r = defineResource({ ...at, segment: 'area', plural: 'areas', style: 'rest' });
    expect(paths(r)).toEqual([
      'POST /api/v1/x/area',
      'GET /api/v1/x/areas/options',
      'GET /api/v1/x/areas',
      'GET /api/v1/x/area/:id',
      'PUT /api/v1/x/area/:id',
      'DELETE /api/v1/x/area/:id',
      'POST /api/v1/x/area/:id/disable',
      'POST /api/v1/x/area/:id/enable',
      'GET /api/v1/x/area/:id/logs',
      'GET /api/v1/x/areas/export',
    ]);
    expect(r.importBase).toBe('/api/v1/x/areas');
  });

  it('serves the export and import where the spec puts them when the list is a path of its own (1688映射)', () => {
    const r = defineResource({ ...at, segment: 'area', plural: 'area/list', style: 'rest', paths: { export: 'area/export', import: 'area' } });
    expect(paths(r).filter((p) => p.startsWith('GET /api/v1/x/area/') && !p.includes(':id'))).toEqual([
      'GET /api/v1/x/area/list/options',
      'GET /api/v1/x/area/list',
      'GET /api/v1/x/area/export',
    ]);
    expect(r.importBase).toBe('/api/v1/x/area');
  });

  it('serves no write of a record made by commands (`writes: false`): list, detail, logs, options and export only', () => {
    const r = defineResource({ ...at, segment: 'area', plural: 'areas', style: 'rest', writes: false, transitions: [] });
    expect(paths(r)).toEqual([
      'GET /api/v1/x/areas/options',
      'GET /api/v1/x/areas',
      'GET /api/v1/x/area/:id',
      'GET /api/v1/x/area/:id/logs',
      'GET /api/v1/x/areas/export',
    ]);
    expect(r.imports).toBe(false);
    const urls = resourceUrls(r);
    expect([urls.create, urls.update('1'), urls.remove('1')]).toEqual(['', '', '']);
  });

  it("keeps the import of records that only come from outside (`writes: 'import'`), and no hand write", () => {
    const r = defineResource({ ...at, segment: 'area', plural: 'areas', style: 'rest', writes: 'import', transitions: [] });
    expect(paths(r)).not.toContain('POST /api/v1/x/areas');
    expect(paths(r)).not.toContain('PUT /api/v1/x/area/:id');
    expect(r.imports).toBe(true);
    expect(resourceUrls(r).create).toBe('');
  });

  it('adds the posted list of the spec and its status setter when asked', () => {
    const r = defineResource({ ...at, segment: 'area', style: 'index', files: false, listPost: true, setStatus: 'updateStatus' });
    expect(paths(r).slice(-2)).toEqual(['POST /api/v1/x/area/index', 'PUT /api/v1/x/area/updateStatus/:id']);
    expect(r.routes.at(-2)).toMatchObject({ action: 'list', queryInBody: true });
  });

  it('serves the spec’s own list, status and posted export paths beside the verbs', () => {
    const r = defineResource({
      ...at,
      segment: 'area',
      style: 'verbs',
      writes: false,
      selects: ['status'],
      exportPost: true,
      paths: { list: 'getAreaList', status: 'getAreaStatus', export: 'areaListExport' },
    });
    expect(paths(r)).toContain('POST /api/v1/x/getAreaStatus');
    expect(r.routes.filter((x) => x.action === 'export').map((x) => `${x.method} ${x.path} ${x.queryInBody ?? false}`)).toEqual([
      'GET /api/v1/x/areaListExport false',
      'POST /api/v1/x/areaListExport true',
    ]);
    expect(paths(r)).not.toContain('POST /api/v1/x/areaStatus');
    expect(r.routes.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/x/getAreaList', action: 'list', queryInBody: true });
    expect(resourceUrls(r).list).toBe('/api-x/api/v1/x/area');
  });

  it('spells the index style of the finance catalogue', () => {
    const r = defineResource({ ...at, segment: 'area', style: 'index', transitions: ['enable'], files: false });
    expect(paths(r)).toEqual([
      'GET /api/v1/x/area/index',
      'GET /api/v1/x/area/detail/:id',
      'POST /api/v1/x/area/create',
      'PUT /api/v1/x/area/update/:id',
      'DELETE /api/v1/x/area/delete/:id',
      'POST /api/v1/x/area/enable/:id',
      'GET /api/v1/x/area/logs/:id',
      'GET /api/v1/x/area/options',
    ]);
  });

  it('spells the spec verbs with the id in the body, the selects, and the rest forms beside them; no delete when withheld', () => {
    const r = defineResource({ ...at, segment: 'area', style: 'verbs', remove: false, selects: ['type', 'status'] });
    const p = paths(r);
    expect(p.slice(0, 5)).toEqual([
      'POST /api/v1/x/addArea',
      'POST /api/v1/x/editArea {id}',
      'POST /api/v1/x/areaDetail {id}',
      'POST /api/v1/x/areaType',
      'POST /api/v1/x/areaStatus',
    ]);
    expect(p).toContain('GET /api/v1/x/areaOptions');
    expect(p).toContain('GET /api/v1/x/areaExport');
    expect(p.some((x) => x.includes('delete') || x.startsWith('DELETE'))).toBe(false);
  });

  it('posts a batch of transitions at the style’s path, or the one given, and gives pages its URL', () => {
    const batchOf = (r: ReturnType<typeof defineResource>) => r.routes.filter((x) => x.action === 'transitionMany').map((x) => `${x.method} ${x.path}`);
    expect(batchOf(defineResource({ ...at, segment: 'area', style: 'rest', batch: true }))).toEqual(['POST /api/v1/x/area/batch']);
    expect(batchOf(defineResource({ ...at, segment: 'area', style: 'index', batch: true }))).toEqual(['POST /api/v1/x/area/batch']);
    expect(batchOf(defineResource({ ...at, segment: 'area', style: 'verbs', batch: true }))).toEqual(['POST /api/v1/x/batchArea']);
    const own = defineResource({ ...at, segment: 'area', style: 'rest', batch: 'area/batchstate' });
    expect(batchOf(own)).toEqual(['POST /api/v1/x/area/batchstate']);
    expect(resourceUrls(own).transitionMany).toBe('/api-x/api/v1/x/area/batchstate');
    expect(resourceUrls(defineResource({ ...at, segment: 'area', style: 'rest' })).transitionMany).toBeUndefined();
  });

  it('refuses a select of a text field and a transition the machine lacks, when declared', () => {
    expect(() => defineResource({ ...at, segment: 'area', style: 'verbs', selects: ['name' as 'type'] })).toThrow('select name');
    expect(() => defineResource({ ...at, segment: 'area', style: 'rest', transitions: ['archive'] })).toThrow('no status transition archive');
  });

  it('gives pages the URLs with the service prefix, ids in the path, and the menu entry of its screen', () => {
    const r = defineResource({ ...at, segment: 'area', style: 'verbs', screen: { url: '/w/area' } });
    const u = resourceUrls(r);
    expect(u.list).toBe('/api-x/api/v1/x/area');
    expect(u.create).toBe('/api-x/api/v1/x/addArea');
    expect(u.update('a/b')).toBe('/api-x/api/v1/x/area/a%2Fb');
    expect(u.transition?.('7', 'enable')).toBe('/api-x/api/v1/x/area/7/enable');
    expect(u.export).toBe('/api-x/api/v1/x/areaExport');
    expect(u.options).toBe('/api-x/api/v1/x/areaOptions');
    expect(u.importBase).toBe('/api-x/api/v1/x/area');
    expect(screenMenu(r, 'wms')).toEqual({ name: '库区', url: '/w/area', area: 'wms', permission: 'wms.area.read' });
    const idx = resourceUrls(defineResource({ ...at, segment: 'area', style: 'index' }));
    expect(idx.transition?.('7', 'disable')).toBe('/api-x/api/v1/x/area/disable/7');
  });
});

describe('defineResource with the spec’s own paths', () => {
  it('puts a create and a log where the spec says, and serves an export without an import', () => {
    const r = defineResource({ ...at, segment: 'area', style: 'rest', files: 'export', paths: { create: 'addareas', logs: 'area/logs/:id' } });
    const u = resourceUrls(r);
    expect(u.create).toBe('/api-x/api/v1/x/addareas');
    expect(u.auditLog('7')).toBe('/api-x/api/v1/x/area/logs/7');
    expect([u.export, u.importBase, r.imports]).toEqual(['/api-x/api/v1/x/area/export', undefined, false]);
  });
});
