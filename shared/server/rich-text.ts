import sanitizeHtml from 'sanitize-html';

// What the spec's editor toolbar can produce (bold … link, images, code blocks, colours); nothing else
// survives: no scripts, event handlers, iframes or javascript: URLs.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ol',
    'ul',
    'li',
    'sub',
    'sup',
    'a',
    'img',
  ],
  allowedAttributes: { '*': ['class', 'style'], a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedStyles: {
    '*': {
      color: [/^[#a-z0-9(),.\s%]+$/i],
      'background-color': [/^[#a-z0-9(),.\s%]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      direction: [/^(rtl|ltr)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text is sanitised on the server before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
