export const EDITOR_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'apng', 'bmp'] as const;

/** Mime types of those extensions, for Quill's paste/drop uploader (which matches on file.type). */
export const EDITOR_IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/apng', 'image/bmp', 'image/x-ms-bmp'];

/** The file picker's accept list. */
export const EDITOR_IMAGE_ACCEPT = EDITOR_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Whether the editor takes this file as an image. The name decides when it has an extension; pasted
 * screenshots may come without a useful name, so then the mime type decides.
 */
export function isEditorImage(file: { name: string; type: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0) return (EDITOR_IMAGE_EXTENSIONS as readonly string[]).includes(file.name.slice(dot + 1).toLowerCase());
  return EDITOR_IMAGE_MIME_TYPES.includes(file.type);
}
