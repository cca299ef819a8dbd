import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { DOCUMENT_TYPES_URL } from './approval.api.ts';
import type { DocumentType } from './document-type-text.ts';

/** The document types that have flows (GET /approval/document-types), for filters and the flow form. */
export function useDocumentTypes(): DocumentType[] {
  const { http } = useArea();
  const [types, setTypes] = useState<DocumentType[]>([]);
  useEffect(() => {
    let current = true;
    http
      .get<DocumentType[]>(DOCUMENT_TYPES_URL)
      .then((next) => current && setTypes(next))
      .catch(() => {}); // the HTTP client already showed the error
    return () => {
      current = false;
    };
  }, [http]);
  return types;
}
