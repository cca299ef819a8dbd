import { InputTag, Modal, Tag } from '@arco-design/web-react';
import { MAX_PICTURE_TAGS, MAX_TAG_LENGTH } from '@entrepot/module-catalogue/entities';
import { useState } from 'react';

/** 设置标签: the chosen pictures' tags are replaced by these (suggested: the tags in use). */
export function PictureTagsDialog({
  count,
  initial,
  inUse,
  onOk,
  onCancel,
}: {
  count: number;
  initial: string[];
  inUse: string[];
  onOk(tags: string[]): Promise<void>;
  onCancel(): void;
}) {
  const [tags, setTags] = useState<string[]>(initial);
  const [error, setError] = useState('');
  const change = (next: string[]) => {
    const clean = [...new Set(next.map((t) => t.trim()).filter(Boolean))];
    if (clean.length > MAX_PICTURE_TAGS) return setError(`每张图片最多${MAX_PICTURE_TAGS}个标签`);
    if (clean.some((t) => t.length > MAX_TAG_LENGTH)) return setError(`标签不超过${MAX_TAG_LENGTH}个字`);
    setError('');
    setTags(clean);
  };
  const unused = inUse.filter((t) => !tags.includes(t));
  return (
    <Modal title={`设置标签（${count}张图片）`} visible onOk={() => onOk(tags)} onCancel={onCancel} okText="保存">
      <InputTag allowClear saveOnBlur value={tags} onChange={change} placeholder="输入标签后回车" style={{ width: '100%' }} />
      {error && <div style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>{error}</div>}
      {unused.length > 0 && (
        <div style={{ marginTop: 12, color: 'var(--color-text-3)' }}>
          常用标签：
          {unused.map((t) => (
            <Tag key={t} size="small" style={{ marginRight: 6, cursor: 'pointer' }} onClick={() => change([...tags, t])}>
              {t}
            </Tag>
          ))}
        </div>
      )}
    </Modal>
  );
}
