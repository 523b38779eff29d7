import { z } from 'zod';

export const ErrorDetails = z.array(z.record(z.string(), z.unknown()));
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** A direct mapping of tonic::Status, for use in HTTP responses. */
export const ApiError = z.looseObject({
  code: z.number().int().min(0),
  details: ErrorDetails.optional(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * A pagination count read tolerantly: the OpenAPI document's own example sends `page_number: "1"`,
 * so numeric strings are coerced, and anything else unusable becomes null: pagination metadata
 * never fails a page (issue 17 §5).
 */
const PageCount = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().min(0).nullish(),
  )
  .catch(null);
/** A page token read tolerantly: a non-string token is no token. */
const PageToken = z.string().nullish().catch(null);

/** Metadata for the response. This will always contain a request ID which can be used to identify */
export const ResponseMetadata = z.looseObject({
  next_page_token: PageToken,
  page_number: PageCount,
  previous_page_token: PageToken,
  request_id: z.string(),
  total_items: PageCount,
  total_pages: PageCount,
});
export type ResponseMetadata = z.infer<typeof ResponseMetadata>;

export const BaseResponse = z.looseObject({
  error: ApiError.nullish(),
  metadata: ResponseMetadata,
});
export type BaseResponse = z.infer<typeof BaseResponse>;

/** Base64URL-encoded pagination token */
export const Pagination = z.string();
export type Pagination = z.infer<typeof Pagination>;

/** Pagination parameters for list endpoints */
export const PaginationParams = z.looseObject({
  page_size: z.number().min(0).nullish(),
  page_token: Pagination.nullish(),
});
export type PaginationParams = z.infer<typeof PaginationParams>;

/** API version information */
export const Version = z.looseObject({
  version: z.string(),
});
export type Version = z.infer<typeof Version>;

export const i64 = z.number().int();
export type i64 = z.infer<typeof i64>;

/** An instrument UUID or a symbol (equity ticker or OSI option symbol). */
export const InstrumentIdOrSymbol = z.string().min(1);
export type InstrumentIdOrSymbol = z.infer<typeof InstrumentIdOrSymbol>;
