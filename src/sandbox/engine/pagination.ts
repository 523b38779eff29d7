// Offset pagination with opaque page tokens. A token is Base64URL without padding (the interface
// document) and, by construction, also valid standard base64 (the OpenAPI `format: byte`): its text
// uses neither '-', '_', '+' nor '/', and its length is a multiple of 4.
import { badRequest } from './errors';

export interface PageState {
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  metadata: {
    next_page_token?: string;
    previous_page_token?: string;
    page_number: number;
    total_items: number;
    total_pages: number;
  };
}

const toBase64 = (text: string) =>
  typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'binary').toString('base64');
const fromBase64 = (text: string) =>
  typeof atob === 'function' ? atob(text) : Buffer.from(text, 'base64').toString('binary');

export function encodePageToken(state: PageState): string {
  for (let pad = 0; pad < 12; pad++) {
    const json = JSON.stringify({ offset: state.offset, limit: state.limit }) + ' '.repeat(pad);
    if (json.length % 3 !== 0) continue;
    const token = toBase64(json);
    if (!/[+/=\-_]/.test(token)) return token;
  }
  // Unreachable in practice; fall back to Base64URL without padding.
  return toBase64(JSON.stringify(state)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodePageToken(token: string): PageState {
  try {
    const normalized = token.replace(/-/g, '+').replace(/_/g, '/');
    const padded = normalized + '='.repeat((4 - (normalized.length % 4)) % 4);
    const parsed: unknown = JSON.parse(fromBase64(padded));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'offset' in parsed &&
      'limit' in parsed &&
      Number.isInteger(parsed.offset) &&
      Number.isInteger(parsed.limit) &&
      (parsed.offset as number) >= 0 &&
      (parsed.limit as number) >= 1
    ) {
      return { offset: parsed.offset as number, limit: parsed.limit as number };
    }
  } catch {
    // fall through
  }
  throw badRequest('page_token is not a valid page token', [
    { field: 'page_token', description: 'malformed token' },
  ]);
}

/** One page of `items`; `page_token`, when given, wins over `page_size` (as the API documents). */
export function paginate<T>(
  items: readonly T[],
  query: { page_size?: number | undefined; page_token?: string | undefined },
  defaultSize: number,
): Page<T> {
  const state = query.page_token
    ? decodePageToken(query.page_token)
    : { offset: 0, limit: query.page_size ?? defaultSize };
  const { offset, limit } = state;
  const total = items.length;
  const slice = items.slice(offset, offset + limit);
  const metadata: Page<T>['metadata'] = {
    page_number: Math.floor(offset / limit) + 1,
    total_items: total,
    total_pages: Math.max(1, Math.ceil(total / limit)),
  };
  if (offset + limit < total) metadata.next_page_token = encodePageToken({ offset: offset + limit, limit });
  if (offset > 0)
    metadata.previous_page_token = encodePageToken({ offset: Math.max(0, offset - limit), limit });
  return { items: slice, metadata };
}

/** A page as a list endpoint answers it: the items as `data`, the tokens and totals as `metadata`. */
export function pageResult<T>(
  items: readonly T[],
  query: { page_size?: number | undefined; page_token?: string | undefined },
  defaultSize = 1000,
): { data: T[]; metadata: Page<T>['metadata'] } {
  const page = paginate(items, query, defaultSize);
  return { data: page.items, metadata: page.metadata };
}
