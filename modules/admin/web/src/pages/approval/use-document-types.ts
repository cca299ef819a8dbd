import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { DOCUMENT_TYPES_URL } from './approval.api.ts';

/** The document types that have flows (GET /approval/document-types), for filters and the flow form. */
export function useDocumentTypes(): string[] {
  const { http } = useArea();
  const [types, setTypes] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    http
      .get<string[]>(DOCUMENT_TYPES_URL)
      .then((next) => current && setTypes(next))
      .catch(() => {}); // the HTTP client already showed the error
    return () => {
      current = false;
    };
  }, [http]);
  return types;
}
