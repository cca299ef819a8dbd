import { Button, Input, Popover, Select } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { type RefObject, useEffect, useRef } from 'react';
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

/**
 * The form around `anchor` submitting runs `flush` first: a 查询 clicked right after the popover closed (which
 * schedules the emit 300 ms later) searches with the pasted list. Listening on the document's capture phase
 * runs before any submit handler of the page.
 */
function useFlushOnSubmit(anchor: RefObject<HTMLElement | null>, flush: () => void) {
  const latest = useRef(flush);
  latest.current = flush;
  useEffect(() => {
    const onSubmit = (event: Event) => {
      if (anchor.current && event.target instanceof Node && event.target.contains(anchor.current)) latest.current();
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [anchor]);
}

export function BatchQueryInput({ value, onChange, fields, field, onFieldChange, placeholder = '批量查询', width = 260 }: BatchQueryInputProps) {
  const query = useBatchQuery(value, onChange);
  const summary = splitBatchText(query.text);
  const anchor = useRef<HTMLSpanElement>(null);
  useFlushOnSubmit(anchor, query.flush);

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
    <span ref={anchor} style={{ display: 'inline-flex', width }}>
      <Input.Group compact style={{ display: 'inline-flex', width: '100%' }}>
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
    </span>
  );
}
