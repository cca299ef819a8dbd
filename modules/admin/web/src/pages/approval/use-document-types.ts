import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { DOCUMENT_TYPES_URL } from './approval.api.ts';

/** A document type as the engine answers it: its code and its words (采购单). */
export interface DocumentType {
  value: string;
  label: string;
}

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
