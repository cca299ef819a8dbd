import { Input, Spin, Tree } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { checkedCodes, filterTree, groupKeys, treeCodes } from './permission-tree.ts';
import { usePermissionCatalogue } from './use-permission-catalogue.ts';

export interface PermissionTreePickerProps {
  /** The granted codes. */
  value: string[];
  onChange(codes: string[]): void;
}

/** Screens with their codes, then the other codes by system; ticking a group ticks its codes. */
export function PermissionTreePicker({ value, onChange }: PermissionTreePickerProps) {
  const catalogue = usePermissionCatalogue();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterTree(catalogue.tree, keyword), [catalogue.tree, keyword]);
  // Codes outside the filtered tree stay granted while the search box narrows the view.
  const hiddenGranted = useMemo(() => {
    const visible = treeCodes(shown);
    return value.filter((code) => !visible.has(code));
  }, [shown, value]);

  return (
    <div className="permission-tree-picker" style={{ width: '100%' }}>
      <Input.Search allowClear placeholder="搜索权限名称或编码" value={keyword} onChange={setKeyword} style={{ marginBottom: 8 }} />
      <Spin loading={catalogue.loading} style={{ display: 'block' }}>
        <div style={{ maxHeight: 420, overflow: 'auto', border: '1px solid var(--color-border-2)', borderRadius: 4, padding: 4 }}>
          <Tree
            checkable
            blockNode
            size="small"
            treeData={shown}
            fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            checkedKeys={value}
            autoExpandParent
            defaultExpandedKeys={keyword.trim() ? groupKeys(shown) : catalogue.tree.map((n) => n.key)}
            key={`${catalogue.loading}:${keyword}`}
            onCheck={(keys) => onChange(checkedCodes([...hiddenGranted, ...keys.map(String)], catalogue.codes))}
          />
        </div>
      </Spin>
      <div style={{ marginTop: 4, color: 'var(--color-text-3)' }}>已选 {value.length} 项权限</div>
    </div>
  );
}
