// A neutral "broken picture" drawn inline, so the fallback needs no request that could fail too.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
  '<rect width="120" height="120" fill="#f2f3f5"/>' +
  '<path d="M30 84l20-26 14 17 10-12 16 21z" fill="#c9cdd4"/>' +
  '<circle cx="78" cy="42" r="8" fill="#c9cdd4"/>' +
  '</svg>';

export const FALLBACK_PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const BROKEN_IMAGE_ALT = '加载失败';
