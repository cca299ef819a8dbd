import { Button, Tag } from '@arco-design/web-react';
import type { PictureRow } from './picture-rows.ts';

/** The viewer's 主图 mark, or its 设为主图 button for the picture shown. */
export function ViewerMainPicture({ row, canUpdate, onMain }: { row: PictureRow | undefined; canUpdate: boolean; onMain(id: string): Promise<unknown> }) {
  if (!row) return null;
  if (row.is_main)
    return (
      <Tag color="orangered" aria-label="当前主图">
        主图
      </Tag>
    );
  return canUpdate ? <Button onClick={() => void onMain(row.id)}>设为主图</Button> : null;
}
