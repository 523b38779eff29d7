// What the assistant's text may link to or show. Links: http(s) and mailto open outside the app,
// in-app paths (and the assistant's `ticker:` links) navigate inside it; everything else stays text.
// Images: https only, and only after a click (an image URL can leak what the user is reading).
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

// Characters an in-app path may hold: no scheme, no protocol-relative `//`, no backslashes.
const IN_APP_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*$/;
const TICKER = /^ticker:([A-Za-z0-9.^/ -]{1,32})$/i;

export function safeLink(raw: string | null | undefined): SafeLink {
  const url = raw?.trim();
  if (!url) return null;
  const ticker = TICKER.exec(url);
  if (ticker?.[1])
    return { kind: 'internal', to: `/instruments/${encodeURIComponent(ticker[1].toUpperCase())}` };
  if (url.startsWith('/'))
    return IN_APP_PATH.test(url) && !url.includes('\\') ? { kind: 'internal', to: url } : null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:')
    return { kind: 'external', href: parsed.href };
  return null;
}

export function safeImage(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** react-markdown's urlTransform: a URL survives only if one of the policies above accepts it. */
export function transformUrl(url: string, key: string): string {
  if (key === 'src') return safeImage(url) ?? '';
  const link = safeLink(url);
  if (!link) return '';
  return link.kind === 'internal' ? link.to : link.href;
}
