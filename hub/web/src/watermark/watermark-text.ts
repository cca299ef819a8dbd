/** Spec 000 §9: the user's name plus the last 4 digits of the mobile number. */
export function watermarkText(user: { name: string; mobile?: string | null } | null): string {
  if (!user) return '';
  const digits = (user.mobile ?? '').replace(/\D/g, '');
  return [user.name, digits.slice(-4)].filter(Boolean).join(' ');
}

export const WATERMARK_ANGLE = -30;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One tile of the watermark: the text turned −30°, faint, as an SVG data URL to repeat as a background. */
export function watermarkTile(text: string, width = 260, height = 160): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" transform="rotate(${WATERMARK_ANGLE} ${width / 2} ${height / 2})" font-size="14" font-family="sans-serif" fill="rgba(0,0,0,0.08)">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
