import { BASE, SERVICE } from '@entrepot/module-oms/entities';
import { useArea } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';

/** A command of the orders area on the selected rows: posted, its outcome said in words, the list refreshed. */
export function useCommand() {
  const { http, bridge } = useArea();
  return async <T>(path: string, body: object, list: EntityList, said: (answer: T) => string) => {
    const answer = await http.post<T>(`${SERVICE}${BASE}/${path}`, body);
    bridge.toast('success', said(answer));
    list.setSelectedKeys([]);
    list.refresh();
    return answer;
  };
}
