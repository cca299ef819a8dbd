import { text } from '@entrepot/entity';
import { staff } from '@entrepot/hub-server/entities';
import { checkPassword } from '@entrepot/validators';

/** Asked on create only: the initial password, checked by the shared policy (the server checks again). */
export const STAFF_EXTRA_FIELDS = {
  password: text({ label: '初始密码', max: 64, required: true, writeOnly: true, check: (v) => checkPassword(v) }),
};

/** Staff are disabled, never deleted: no 删除 whatever the user holds. */
export const STAFF_WITHHELD = [staff.permission('delete')];
