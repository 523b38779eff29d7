// Checks a configured API or WebSocket URL before it is saved (issue 17 §7): no credentials (they
// would sit in localStorage in plain text and come back in error messages), no spaces or quotes,
// the right scheme; and whether the token would travel unencrypted to another machine.

export interface EndpointCheck {
  /** Why the URL is refused, if it is. */
  error?: string;
  /** Plain http:// or ws:// to a host that is not this machine: the token travels unencrypted. */
  insecure?: boolean;
  host?: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export function checkEndpointUrl(value: string, kind: 'http' | 'ws'): EndpointCheck {
  const secure = kind === 'http' ? 'https:' : 'wss:';
  const plain = kind === 'http' ? 'http:' : 'ws:';
  const article = kind === 'http' ? 'an' : 'a';
  const example = kind === 'http' ? 'https://api.example.com' : 'wss://api.example.com/v1/ws';
  if (/[\s"'`<>]/.test(value)) return { error: 'A URL cannot contain spaces or quotes' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `Enter ${article} ${plain}// or ${secure}// URL, e.g. ${example}` };
  }
  if (url.protocol !== secure && url.protocol !== plain)
    return { error: `Enter ${article} ${plain}// or ${secure}// URL, e.g. ${example}` };
  if (url.username || url.password || value.slice(0, value.indexOf(url.host)).includes('@'))
    return {
      error:
        'Remove the user name and password from the URL: they would be stored in plain text. Sign in with the access token instead.',
    };
  return { insecure: url.protocol === plain && !LOOPBACK.test(url.hostname), host: url.host };
}
