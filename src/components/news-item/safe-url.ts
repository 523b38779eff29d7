// The scheme allowlist for API content: links only http(s), images only https. Anything else
// (javascript:, data:, relative paths, garbage) is dropped rather than rendered.
function parse(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function safeLinkUrl(url: string | null | undefined): string | null {
  const u = parse(url);
  return u && (u.protocol === 'http:' || u.protocol === 'https:') ? u.href : null;
}

export function safeImageUrl(url: string | null | undefined): string | null {
  const u = parse(url);
  return u && u.protocol === 'https:' ? u.href : null;
}
