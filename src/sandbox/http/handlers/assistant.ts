// Assistant (Omni AI) endpoints: threads, messages, pollable responses, feedback, and the
// entitlement agreements and grants. Thin: the workspace's Assistant and Entitlements do the work
// (account access 403s, 404s, the 409 for a second active turn, the response lifecycle).
import type { SomeOperationHandlers } from '../types';

export const assistantHandlers = {
  get_entitlement_agreements: ({ sandbox }) => ({ data: sandbox.workspace.entitlements.agreements() }),
  get_entitlements: ({ sandbox, query }) => ({ data: sandbox.workspace.entitlements.list(query.account_id) }),
  create_entitlements: ({ sandbox, body }) => ({ data: sandbox.workspace.entitlements.create(body) }),
  delete_entitlement: ({ sandbox, params }) => ({
    data: sandbox.workspace.entitlements.revoke(params.entitlement_id),
  }),
  get_threads: ({ sandbox, query }) => {
    const page = sandbox.workspace.assistant.listThreads(query.account_id, query);
    return { data: page.items, metadata: page.metadata };
  },
  create_thread: ({ sandbox, body }) => ({ data: sandbox.workspace.assistant.createThread(body) }),
  get_thread_by_id: ({ sandbox, params, query }) => ({
    data: sandbox.workspace.assistant.getThread(params.thread_id, query.account_id),
  }),
  get_messages: ({ sandbox, params, query }) => {
    const page = sandbox.workspace.assistant.listMessages(params.thread_id, query.account_id, query);
    return { data: page.items, metadata: page.metadata };
  },
  create_message: ({ sandbox, params, body }) => ({
    data: sandbox.workspace.assistant.createMessage(params.thread_id, body),
  }),
  get_message_by_id: ({ sandbox, params, query }) => ({
    data: sandbox.workspace.assistant.getMessage(params.message_id, query.account_id),
  }),
  submit_feedback: ({ sandbox, params, body }) => ({
    data: sandbox.workspace.assistant.feedback(params.message_id, body),
  }),
  get_thread_response: ({ sandbox, params, query }) => ({
    data: sandbox.workspace.assistant.threadResponse(params.thread_id, query.account_id),
  }),
  get_response_by_id: ({ sandbox, params, query }) => ({
    data: sandbox.workspace.assistant.getResponse(params.response_id, query.account_id),
  }),
  cancel_response: ({ sandbox, params, query }) => ({
    data: sandbox.workspace.assistant.cancel(params.response_id, query.account_id),
  }),
} satisfies SomeOperationHandlers;
