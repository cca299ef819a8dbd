/** Scrolls the section with this element id into view; false when the page has no such section. */
export function scrollToSection(id: string, doc: Document = document): boolean {
  const section = doc.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
