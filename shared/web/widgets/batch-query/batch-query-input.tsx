import { Button, Input, Popover, Select } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { splitBatchText } from './split-batch-text.ts';
import { useBatchQuery } from './use-batch-query.ts';

export interface BatchQueryField {
  label: string;
  value: string;
}

export interface BatchQueryInputProps {
  /** The comma list, e.g. 'SKU1,SKU2'. */
  value?: string;
  onChange(value: string): void;
  /** Optional dropdown of the fields the batch applies to. */
  fields?: BatchQueryField[];
  field?: string;
  onFieldChange?(field: string): void;
  placeholder?: string;
  width?: number | string;
}

const TEXTAREA_ROWS = 12;
const TEXTAREA_WIDTH = 300;
const FIELD_WIDTH = 110;

export function BatchQueryInput({ value, onChange, fields, field, onFieldChange, placeholder = '批量查询', width = 260 }: BatchQueryInputProps) {
  const query = useBatchQuery(value, onChange);
  const summary = splitBatchText(query.text);

  const textArea = (
    <Input.TextArea
      aria-label="批量查询内容"
      autoFocus
      rows={TEXTAREA_ROWS}
      style={{ width: TEXTAREA_WIDTH }}
      placeholder="换行分隔"
      value={query.text}
      onChange={query.setText}
    />
  );

  return (
    <Input.Group compact style={{ display: 'inline-flex', width }}>
      {fields && fields.length > 0 && (
        <Select
          aria-label="查询字段"
          style={{ width: FIELD_WIDTH }}
          options={fields}
          value={field ?? fields[0]?.value}
          onChange={(next: string) => onFieldChange?.(next)}
        />
      )}
      <Popover trigger="click" position="bl" popupVisible={query.open} onVisibleChange={query.setOpen} content={textArea} unmountOnExit>
        <Input
          readOnly
          aria-label={placeholder}
          placeholder={placeholder}
          value={summary}
          style={{ flex: 1, minWidth: 0 }}
          suffix={
            summary !== '' && (
              <Button
                aria-label="清空"
                size="mini"
                type="text"
                icon={<IconClose />}
                onClick={(event) => {
                  // Clearing must not open the popover the input sits in.
                  event.stopPropagation();
                  query.clear();
                }}
              />
            )
          }
        />
      </Popover>
    </Input.Group>
  );
}
