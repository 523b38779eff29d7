// What an operation handler of the sandbox receives and returns. Handlers are plain functions over
// the engine; the router (router.ts) does routing, auth, parsing, envelopes and faults around them.
import type { z } from 'zod';
import type * as operations from '@/api/operations';
import type { Sandbox } from '../engine/sandbox';

type Ops = typeof operations;
export type OperationId = keyof Ops;

/** The parsed body of an operation with one; `body` is an optional property, so strip `undefined` first. */
type BodyOf<O> = O extends { body?: infer B }
  ? [NonNullable<B>] extends [never]
    ? undefined
    : NonNullable<B> extends z.ZodType
      ? z.output<NonNullable<B>>
      : undefined
  : undefined;

export interface HandlerContext<Id extends OperationId> {
  sandbox: Sandbox;
  /** Path parameters, parsed with the operation's schema. */
  params: z.output<Ops[Id]['params']>;
  /** Query parameters, parsed with the operation's schema (comma lists already split). */
  query: z.output<Ops[Id]['query']>;
  /** The request body, parsed with the operation's schema (undefined when it has none). */
  body: BodyOf<Ops[Id]>;
  /** The raw query string parameters, for the few checks the schemas cannot express. */
  rawQuery: URLSearchParams;
}

export interface HandlerResult<Id extends OperationId> {
  data: z.input<Ops[Id]['data']>;
  /** Extra envelope metadata: page tokens and totals for lists. */
  metadata?: Record<string, unknown>;
  /** HTTP status when it is not 200 (e.g. 201 on create, 207 on a partly failed batch). */
  status?: number;
  /** An error sent alongside `data` (batch operations whose items partly failed). */
  error?: { code: number; message: string; details?: Array<Record<string, unknown>> } | null;
}

export type Handler<Id extends OperationId> = (
  ctx: HandlerContext<Id>,
) => HandlerResult<Id> | Promise<HandlerResult<Id>>;

/** Every operation's handler: one missing is a type error, not a runtime 501. */
export type OperationHandlers = { [Id in OperationId]: Handler<Id> };

/** Some operations' handlers (one resource's module); `sandboxHandlers` joins them into the whole map. */
export type SomeOperationHandlers = Partial<OperationHandlers>;
