export interface UrlRange {
  index: number;
  length: number;
  href: string;
}

// A URL runs to the next whitespace or quote/angle bracket.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Sentence punctuation right after a URL is not part of it ("see https://a.com.").
const TRAILING_PUNCTUATION = /[.,;:!?)\]}，。；：！？）】]+$/;

/**
 * The finished URLs of a text: those followed by whitespace or the end of the text, so a URL still
 * being typed is not linked with half its address. `www.` addresses get an http:// href.
 */
export function findUrls(text: string): UrlRange[] {
  const found: UrlRange[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const index = match.index;
    const after = text.charAt(index + match[0].length);
    if (after !== '' && !/\s/.test(after)) continue;
    found.push({ index, length: url.length, href: url.toLowerCase().startsWith('www.') ? `http://${url}` : url });
  }
  return found;
}

/** Whether a user edit may have finished a URL: a space or line break typed, or a paste. */
export function mayFinishUrl(insertedText: string): boolean {
  return insertedText.length > 1 || /\s/.test(insertedText);
}

/** The part of Quill linkify needs; an interface so it is testable without a browser editor. */
export interface LinkableEditor {
  getText(): string;
  getFormat(index: number, length: number): Record<string, unknown>;
  formatText(index: number, length: number, format: string, value: unknown, source: 'api' | 'user' | 'silent'): unknown;
}

/** Links every finished URL that is not a link yet; returns how many were linked. */
export function linkifyEditor(editor: LinkableEditor): number {
  let linked = 0;
  for (const url of findUrls(editor.getText())) {
    if (editor.getFormat(url.index, url.length)['link']) continue;
    editor.formatText(url.index, url.length, 'link', url.href, 'user');
    linked++;
  }
  return linked;
}
