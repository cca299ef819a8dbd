import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';

export interface LookupOption {
  id: string;
  name: string;
}

/** The options a lookup URL answers (`[{id, name}]`), loaded when the URL changes; none without a URL. */
export function useOptions(url: string | null): { value: string; label: string }[] {
  const { http } = useArea();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!url) {
      setOptions([]);
      return;
    }
    let current = true;
    http
      .get<LookupOption[]>(url)
      .then((list) => current && setOptions(list.map((o) => ({ value: o.id, label: o.name }))))
      .catch(() => {}); // the HTTP client already showed the error
    return () => {
      current = false;
    };
  }, [http, url]);
  return options;
}
