// What a module says about one declared change request's screens: the declaration, its server paths, its screen
// paths and what the area adds (a warning beside the form, the import's explanation). The pages derive the rest.
import { type ChangeRequestDecl, requestUrl } from '@entrepot/entity';
import type { ComponentType } from 'react';
import type { EditRow } from './change-request-rows.ts';

export interface ChangeRequestApi {
  list: string;
  /** The create form's data: `?<subject>_id=` is added. */
  form: string;
  submit: string;
  detail: (id: string) => string;
  /** Attachments (multipart `files[]`); none: the form offers no attachments. */
  upload?: string;
  /** The spreadsheet import (its template at `<import>/template`). */
  import?: string;
  /** The subject's select choices (the engine's options route, searched as one types). */
  subjects: string;
}

export interface ChangeRequestScreens {
  decl: ChangeRequestDecl;
  api: ChangeRequestApi;
  /** The list's route; the create and detail screens are `<list>/create` and `<list>/detail?id=`. */
  list: string;
  /** The area's lookups (reference target → options URL) for the list's filters. */
  lookups: Record<string, string>;
  /** What the import's dialog explains about the file. */
  importNote?: string;
  /** Shown above the form's table as values are typed (a warning about listings, say). */
  Warning?: ComponentType<{ subjectId: string | null; rows: EditRow[]; values: Record<string, string> }>;
}

export const createPath = (c: ChangeRequestScreens) => `${c.list}/create`;
export const detailPath = (c: ChangeRequestScreens, id: string) => `${c.list}/detail?id=${encodeURIComponent(id)}`;

/** A declared change request's screens: its server paths and list screen from the declaration, what the area adds. */
export function changeRequestScreens(
  decl: ChangeRequestDecl,
  area: { subjects: string } & Pick<ChangeRequestScreens, 'lookups' | 'importNote' | 'Warning'>,
): ChangeRequestScreens {
  const url = (action: string) => requestUrl(decl.api, action) || undefined;
  return {
    decl,
    api: {
      list: requestUrl(decl.api, 'list'),
      form: requestUrl(decl.api, 'form'),
      submit: requestUrl(decl.api, 'submit'),
      detail: (id) => requestUrl(decl.api, 'detail', id),
      upload: url('upload'),
      import: url('import'),
      subjects: area.subjects,
    },
    list: decl.screen.url,
    lookups: area.lookups,
    importNote: area.importNote,
    Warning: area.Warning,
  };
}
