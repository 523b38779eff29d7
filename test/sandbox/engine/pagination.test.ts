// Page tokens: Base64URL without padding (the interface document) that are at the same time valid
// standard base64 (the OpenAPI `format: byte`), round-tripping the page they name; bad tokens are a
// 400 with a field-level detail; page_token wins over page_size.
import { describe, it, expect } from 'vitest';
import { decodePageToken, encodePageToken, paginate } from '@/sandbox/engine/pagination';
import { errorOf } from './brokerage/helpers';

const BASE64URL_NO_PADDING = /^[A-Za-z0-9_-]+$/;
const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

describe('page tokens', () => {
  it('are in both alphabets and round-trip, for every offset and size', () => {
    for (const limit of [1, 2, 3, 7, 10, 99, 100, 1000])
      for (let offset = 0; offset <= 5000; offset += limit * 37 + 1) {
        const token = encodePageToken({ offset, limit });
        expect(token, `${offset}/${limit}`).toMatch(BASE64URL_NO_PADDING);
        expect(token, `${offset}/${limit}`).toMatch(STANDARD_BASE64);
        expect(decodePageToken(token)).toEqual({ offset, limit });
        // Decoding as plain base64 gives the same page.
        expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({ offset, limit });
      }
  });

  it('also accept a token a client re-encoded in Base64URL with padding stripped', () => {
    const json = JSON.stringify({ offset: 40, limit: 20 });
    const urlSafe = Buffer.from(json).toString('base64url');
    expect(decodePageToken(urlSafe)).toEqual({ offset: 40, limit: 20 });
  });

  it('answer 400 with a page_token detail for anything that is not a token', () => {
    for (const bad of ['garbage!', 'e30', encodePageToken({ offset: 0, limit: 1 }).slice(0, 6)]) {
      const error = errorOf(() => decodePageToken(bad));
      expect(error.status).toBe(400);
      expect(error.details?.[0]).toMatchObject({ field: 'page_token' });
    }
    const negative = Buffer.from(JSON.stringify({ offset: -1, limit: 5 })).toString('base64');
    expect(errorOf(() => decodePageToken(negative)).status).toBe(400);
  });

  it('walk a list page by page, with the page size of the token winning over page_size', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    const first = paginate(items, { page_size: 10 }, 1000);
    expect(first.items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first.metadata).toMatchObject({ page_number: 1, total_items: 23, total_pages: 3 });
    expect(first.metadata.previous_page_token).toBeUndefined();
    const second = paginate(items, { page_token: first.metadata.next_page_token, page_size: 2 }, 1000);
    expect(second.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(second.metadata.page_number).toBe(2);
    const third = paginate(items, { page_token: second.metadata.next_page_token }, 1000);
    expect(third.items).toEqual([20, 21, 22]);
    expect(third.metadata.next_page_token).toBeUndefined();
    const back = paginate(items, { page_token: third.metadata.previous_page_token }, 1000);
    expect(back.items).toEqual(second.items);
    expect(paginate(items, {}, 5).metadata.total_pages).toBe(5);
  });
});
