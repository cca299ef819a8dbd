/**
 * The thumbnail of a picture the file store serves (`/files/<key>?exp&sig` + `&thumb=1`: a webp of at most
 * 200 px, made by the server; the original's signature covers it). Small renderings ask for it; the image
 * viewer shows the original.
 */
export function thumbnailUrl(url: string | null | undefined): string {
  if (!url) return '';
  return `${url}${url.includes('?') ? '&' : '?'}thumb=1`;
}
