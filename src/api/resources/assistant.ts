// The assistant: threads, their messages, pollable responses (queued → running → terminal),
// cancel, feedback, and the data-access entitlements and agreements it needs.
import { infiniteQueryOptions, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/assistant';
import type { OperationBody, OperationData } from '../operation';
import { isKnown } from '../schemas/primitives';

export type CreateThreadBody = OperationBody<typeof ops.create_thread>;
export type CreateMessageBody = OperationBody<typeof ops.create_message>;
export type FeedbackBody = OperationBody<typeof ops.submit_feedback>;
export type CreateEntitlementsBody = OperationBody<typeof ops.create_entitlements>;
export type AssistantResponse = OperationData<typeof ops.get_response_by_id> & {
  /** request_id of the poll that returned this state: a failed or canceled reply is shown with it. */
  requestId?: string | undefined;
};

export const assistantOperations = [
  ops.get_threads,
  ops.create_thread,
  ops.get_thread_by_id,
  ops.get_messages,
  ops.create_message,
  ops.get_thread_response,
  ops.get_message_by_id,
  ops.submit_feedback,
  ops.get_response_by_id,
  ops.cancel_response,
  ops.get_entitlements,
  ops.create_entitlements,
  ops.delete_entitlement,
  ops.get_entitlement_agreements,
];

/** Response statuses after which the response never changes again. */
export const TERMINAL_RESPONSE_STATUSES = ['succeeded', 'failed', 'canceled'] as const;

/** Whether a response has settled. An unknown (newer) status counts as still in progress. */
export const isResponseSettled = (status: string): boolean => isKnown(TERMINAL_RESPONSE_STATUSES, status);

/** Polling cadence while a response is in progress: 1 s for the first minute, then 3 s; stops after ~30 min. */
export function responsePollInterval(
  response: AssistantResponse | null | undefined,
  polls: number,
): number | false {
  if (response && isResponseSettled(response.status)) return false;
  if (polls > 600) return false;
  return polls < 60 ? 1_000 : 3_000;
}

const pollWhileRunning = (
  query: Query<AssistantResponse | null, Error, AssistantResponse | null, readonly unknown[]>,
) => responsePollInterval(query.state.data, query.state.dataUpdateCount);

// ---- fetch functions

/** One page of threads for an account (with metadata). */
export const getThreads = (accountId: number, pageToken?: string, pageSize?: number, options?: CallOptions) =>
  callOperation(
    ops.get_threads,
    { query: { account_id: accountId, page_token: pageToken, page_size: pageSize } },
    options,
  );

export const getThread = (accountId: number, threadId: string, options?: CallOptions) =>
  callOperation(
    ops.get_thread_by_id,
    { params: { thread_id: threadId }, query: { account_id: accountId } },
    options,
  ).then((r) => r.data);

/** One page of a thread's finalized messages (with metadata). */
export const getMessages = (
  accountId: number,
  threadId: string,
  pageToken?: string,
  pageSize?: number,
  options?: CallOptions,
) =>
  callOperation(
    ops.get_messages,
    {
      params: { thread_id: threadId },
      query: { account_id: accountId, page_token: pageToken, page_size: pageSize },
    },
    options,
  );

export const getMessage = (accountId: number, messageId: string, options?: CallOptions) =>
  callOperation(
    ops.get_message_by_id,
    { params: { message_id: messageId }, query: { account_id: accountId } },
    options,
  ).then((r) => r.data);

export const getResponse = (
  accountId: number,
  responseId: string,
  options?: CallOptions,
): Promise<AssistantResponse> =>
  callOperation(
    ops.get_response_by_id,
    { params: { response_id: responseId }, query: { account_id: accountId } },
    options,
  ).then((r) => ({ ...r.data, requestId: r.metadata.request_id }));

/** The thread's current (latest) response, or null when it has none. */
export const getThreadResponse = (
  accountId: number,
  threadId: string,
  options?: CallOptions,
): Promise<AssistantResponse | null> =>
  callOperation(
    ops.get_thread_response,
    { params: { thread_id: threadId }, query: { account_id: accountId } },
    options,
  ).then((r) => (r.data ? { ...r.data, requestId: r.metadata.request_id } : null));

export const createThread = (body: CreateThreadBody) =>
  callOperation(ops.create_thread, { body }).then((r) => r.data);

export const createMessage = (threadId: string, body: CreateMessageBody) =>
  callOperation(ops.create_message, { params: { thread_id: threadId }, body }).then((r) => r.data);

export const cancelResponse = (accountId: number, responseId: string) =>
  callOperation(ops.cancel_response, {
    params: { response_id: responseId },
    query: { account_id: accountId },
  }).then((r) => r.data);

export const submitFeedback = (messageId: string, body: FeedbackBody) =>
  callOperation(ops.submit_feedback, { params: { message_id: messageId }, body }).then((r) => r.data);

export const getEntitlements = (accountId?: number, options?: CallOptions) =>
  callOperation(ops.get_entitlements, { query: { account_id: accountId } }, options).then((r) => r.data);

export const createEntitlements = (body: CreateEntitlementsBody) =>
  callOperation(ops.create_entitlements, { body }).then((r) => r.data);

export const deleteEntitlement = (entitlementId: string) =>
  callOperation(ops.delete_entitlement, { params: { entitlement_id: entitlementId } }).then((r) => r.data);

export const getEntitlementAgreements = (options?: CallOptions) =>
  callOperation(ops.get_entitlement_agreements, {}, options).then((r) => r.data);

// ---- queries

export const assistantQueries = {
  all: () => ['assistant'] as const,
  account: (accountId: number) => [...assistantQueries.all(), accountId] as const,
  threads: (accountId: number, pageSize?: number) =>
    infiniteQueryOptions({
      queryKey: [...assistantQueries.account(accountId), 'threads', pageSize ?? null] as const,
      queryFn: ({ signal, pageParam }) => getThreads(accountId, pageParam ?? undefined, pageSize, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
    }),
  thread: (accountId: number, threadId: string) =>
    queryOptions({
      queryKey: [...assistantQueries.account(accountId), 'thread', threadId] as const,
      queryFn: ({ signal }) => getThread(accountId, threadId, { signal }),
    }),
  /** Everything cached about one thread (detail, messages, current response). */
  threadScope: (accountId: number, threadId: string) =>
    [...assistantQueries.account(accountId), 'thread', threadId] as const,
  messages: (accountId: number, threadId: string, pageSize?: number) =>
    infiniteQueryOptions({
      queryKey: [...assistantQueries.threadScope(accountId, threadId), 'messages', pageSize ?? null] as const,
      queryFn: ({ signal, pageParam }) =>
        getMessages(accountId, threadId, pageParam ?? undefined, pageSize, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
    }),
  message: (accountId: number, messageId: string) =>
    queryOptions({
      queryKey: [...assistantQueries.account(accountId), 'message', messageId] as const,
      queryFn: ({ signal }) => getMessage(accountId, messageId, { signal }),
      staleTime: Infinity,
    }),
  /** A response by id; polls until it settles. */
  response: (accountId: number, responseId: string) =>
    queryOptions({
      queryKey: [...assistantQueries.account(accountId), 'response', responseId] as const,
      queryFn: ({ signal }): Promise<AssistantResponse | null> =>
        getResponse(accountId, responseId, { signal }),
      refetchInterval: pollWhileRunning,
    }),
  /** The thread's current response (null when none); polls until it settles. */
  threadResponse: (accountId: number, threadId: string) =>
    queryOptions({
      queryKey: [...assistantQueries.threadScope(accountId, threadId), 'response'] as const,
      queryFn: ({ signal }) => getThreadResponse(accountId, threadId, { signal }),
      refetchInterval: pollWhileRunning,
    }),
  entitlementsScope: () => [...assistantQueries.all(), 'entitlements'] as const,
  entitlements: (accountId?: number) =>
    queryOptions({
      queryKey: [...assistantQueries.entitlementsScope(), accountId ?? null] as const,
      queryFn: ({ signal }) => getEntitlements(accountId, { signal }),
    }),
  agreements: () =>
    queryOptions({
      queryKey: [...assistantQueries.all(), 'agreements'] as const,
      queryFn: ({ signal }) => getEntitlementAgreements({ signal }),
      staleTime: 60 * 60_000,
    }),
};

// ---- mutations

/** Start a thread; refresh the account's thread list. */
export function createThreadMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...assistantQueries.all(), 'create-thread'] as const,
    mutationFn: (body: CreateThreadBody) => createThread(body),
    onSuccess: (_: unknown, body: CreateThreadBody) =>
      queryClient.invalidateQueries({
        queryKey: assistantQueries.threads(body.account_id).queryKey.slice(0, 4),
      }),
  };
}

/** Continue a thread; refresh its messages, its current response and the thread list order. */
export function createMessageMutation(queryClient: QueryClient, threadId: string) {
  return {
    mutationKey: [...assistantQueries.all(), 'create-message', threadId] as const,
    mutationFn: (body: CreateMessageBody) => createMessage(threadId, body),
    onSuccess: (_: unknown, body: CreateMessageBody) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistantQueries.threadScope(body.account_id, threadId) }),
        queryClient.invalidateQueries({
          queryKey: assistantQueries.threads(body.account_id).queryKey.slice(0, 4),
        }),
      ]),
  };
}

/** Cancel an in-progress response; refresh that response and the thread's view of it. */
export function cancelResponseMutation(queryClient: QueryClient, accountId: number, threadId: string) {
  return {
    mutationKey: [...assistantQueries.all(), 'cancel-response', threadId] as const,
    mutationFn: (responseId: string) => cancelResponse(accountId, responseId),
    onSuccess: (_: unknown, responseId: string) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: assistantQueries.response(accountId, responseId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: assistantQueries.threadScope(accountId, threadId) }),
      ]),
  };
}

/** Rate a message. Feedback is not shown back, so nothing is invalidated. */
export function submitFeedbackMutation(messageId: string) {
  return {
    mutationKey: [...assistantQueries.all(), 'feedback', messageId] as const,
    mutationFn: (body: FeedbackBody) => submitFeedback(messageId, body),
  };
}

/** Grant entitlements (after the user accepts an agreement); refresh entitlements. */
export function createEntitlementsMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...assistantQueries.entitlementsScope(), 'create'] as const,
    mutationFn: (body: CreateEntitlementsBody) => createEntitlements(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantQueries.entitlementsScope() }),
  };
}

/** Revoke an entitlement; refresh entitlements. */
export function deleteEntitlementMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...assistantQueries.entitlementsScope(), 'delete'] as const,
    mutationFn: (entitlementId: string) => deleteEntitlement(entitlementId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantQueries.entitlementsScope() }),
  };
}
