// Notice content is rich text, sanitised by the server; this second pass keeps the hub safe even if a
// stored notice predates that or the server changes: no scripts, frames, handlers or javascript: links.

const DROPPED_TAGS = 'script,style,iframe,object,embed,link,meta,base,form';

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.body.querySelectorAll(DROPPED_TAGS)) el.remove();
  for (const el of doc.body.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src' || name === 'xlink:href') && value.startsWith('javascript:')))
        el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
}
