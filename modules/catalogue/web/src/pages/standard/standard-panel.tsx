import { Button, Space, Tag } from '@arco-design/web-react';
import { reference } from '@entrepot/entity';
import { productStandard } from '@entrepot/module-catalogue/entities';
import { useEntityConfig } from '@entrepot/web/area';
import { EntityDetail, EntityFormDrawer, type EntityRow, type InputProps } from '@entrepot/web/entity';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Revision, RevisionTable } from './standard-revisions.tsx';
import { STANDARD_LOOKUPS, standardEntityUrls } from './standard-urls.ts';

/** A standard as `spu/standard/{id}` and `sku/standards/{id}` answer it. */
export interface StandardAnswer extends EntityRow {
  owner_code: string;
  revision: number;
  revisions: Revision[];
}

/** Who a new standard is for: the SPU's or the SKU's id, sent with the form as `spu_id` / `sku_id`. */
export interface StandardOwner {
  key: 'spu_id' | 'sku_id';
  id: string;
  code: string;
}

/** The form's owner field: always this SPU or SKU (set on create, shown as its code). */
function ThisOwner({ owner, value, onChange }: InputProps & { owner: StandardOwner }) {
  useEffect(() => {
    if (value !== owner.id) onChange(owner.id);
  }, [value, owner.id, onChange]);
  return <span>{owner.code}</span>;
}

/** The derived standard config, whose create posts to the owner's save (spu/standard or sku/standard). */
export function useStandardConfig(owner: StandardOwner, createUrl: string) {
  const urls = useMemo(() => standardEntityUrls(createUrl), [createUrl]);
  const options = useMemo(
    () => ({ extraFields: { [owner.key]: reference({ label: owner.key === 'spu_id' ? 'SPU' : 'SKU', to: 'catalogue.spu', writeOnly: true }) } }),
    [owner.key],
  );
  return useEntityConfig(productStandard, urls, STANDARD_LOOKUPS, options);
}

/** The create drawer of an owner's first standard. */
export function NewStandardDrawer({
  owner,
  createUrl,
  open,
  onClose,
  onSaved,
}: {
  owner: StandardOwner;
  createUrl: string;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const config = useStandardConfig(owner, createUrl);
  const slots = useMemo(() => ({ inputs: { [owner.key]: (p: InputProps) => <ThisOwner {...p} owner={owner} /> } }), [owner]);
  return <EntityFormDrawer config={config} record={open ? null : undefined} onClose={onClose} onSaved={onSaved} slots={slots} width={720} />;
}

/**
 * A saved standard: 版本 tag, 编辑标准 (the form, with 修改说明), the standard's fields with its inspection
 * points and pictures, its operation log and 版本记录 (each revision's snapshot).
 */
export function StandardPanel({
  standard,
  owner,
  createUrl,
  onChanged,
  extra,
  readOnly = false,
}: {
  standard: StandardAnswer;
  owner: StandardOwner;
  createUrl: string;
  onChanged(): void;
  extra?: ReactNode;
  /** Shown, not edited here (a SKU showing its SPU's standard). */
  readOnly?: boolean;
}) {
  const config = useStandardConfig(owner, createUrl);
  const [editing, setEditing] = useState(false);
  return (
    <div className="catalogue-standard-panel">
      <Space style={{ marginBottom: 8 }}>
        <Tag color="arcoblue">
          {standard.owner_code} 当前版本 V{standard.revision}
        </Tag>
        {!readOnly && config.can(productStandard.permission('update')) && (
          <Button type="primary" size="small" onClick={() => setEditing(true)}>
            编辑标准
          </Button>
        )}
        {extra}
      </Space>
      <EntityDetail
        key={`${standard.id}:${standard.version}`}
        config={config}
        id={standard.id}
        slots={{ tabs: () => [{ key: 'revisions', title: '版本记录', content: <RevisionTable revisions={standard.revisions} /> }] }}
      />
      <EntityFormDrawer
        config={config}
        record={editing ? standard : undefined}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          onChanged();
        }}
        width={720}
      />
    </div>
  );
}
