// An operation of the Trading API, described once: method, path template and the zod schemas of
// everything that goes over the wire. The client and the sandbox both read these.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationDef<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  /** The operationId of the OpenAPI document. */
  id: string;
  method: HttpMethod;
  /** Path template with `{name}` placeholders, e.g. `/v1/accounts/{account_id}`. */
  path: string;
  params: P;
  query: Q;
  body?: B;
  /** Schema of the envelope's `data` on success. */
  data: D;
}

export function defineOperation<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  D extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
>(def: OperationDef<P, Q, B, D>): OperationDef<P, Q, B, D> {
  return def;
}

export type OperationParams<O extends OperationDef> = z.input<O['params']>;
export type OperationQuery<O extends OperationDef> = z.input<O['query']>;
/** Input type of the request body (`never` for operations without one). `body` is an optional
 * property, so its type includes `undefined`: strip it before testing for a schema. */
export type OperationBody<O extends OperationDef> = [NonNullable<O['body']>] extends [never]
  ? never
  : NonNullable<O['body']> extends z.ZodType
    ? z.input<NonNullable<O['body']>>
    : never;
export type OperationData<O extends OperationDef> = z.output<O['data']>;
