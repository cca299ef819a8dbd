/** Quill toolbar of the spec, grouped as the buttons appear. */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ direction: 'rtl' }],
  ['blockquote', 'code-block'],
  ['image', 'link'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ color: [] }, { background: [] }],
  ['clean'],
];

/** Every format name the toolbar offers, to check the configuration against the spec. */
export function toolbarFormats(toolbar: readonly unknown[][] = EDITOR_TOOLBAR): string[] {
  return toolbar.flatMap((group) => group.flatMap((item) => (typeof item === 'string' ? [item] : Object.keys(item as object))));
}
