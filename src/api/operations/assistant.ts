// Operations of the Trading API: assistant.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { paging } from './parts';
import { Uuid } from '../schemas/primitives';
import {
  CreateEntitlementsRequest,
  CreateFeedbackRequest,
  CreateFeedbackResponse,
  CreateMessageRequest,
  CreateMessageResponse,
  CreateThreadRequest,
  CreateThreadResponse,
  DeleteEntitlementResponse,
  EntitlementAgreementResourceList,
  EntitlementResourceList,
  Message,
  MessageList,
  Response,
  Thread,
  ThreadList,
} from '../schemas/assistant';
import { CancelResponsePayload } from '../schemas/orders';

/** Get Entitlement Agreements */
export const get_entitlement_agreements = defineOperation({
  id: 'get_entitlement_agreements',
  method: 'GET',
  path: '/v1/omni-ai/entitlement-agreements',
  params: z.object({}),
  query: z.object({}),
  data: EntitlementAgreementResourceList,
});

/** Get Entitlements */
export const get_entitlements = defineOperation({
  id: 'get_entitlements',
  method: 'GET',
  path: '/v1/omni-ai/entitlements',
  params: z.object({}),
  query: z.object({
    account_id: z.number().int().optional(),
  }),
  data: EntitlementResourceList,
});

/** Create Entitlements */
export const create_entitlements = defineOperation({
  id: 'create_entitlements',
  method: 'POST',
  path: '/v1/omni-ai/entitlements',
  params: z.object({}),
  query: z.object({}),
  body: CreateEntitlementsRequest,
  data: EntitlementResourceList,
});

/** Delete Entitlement */
export const delete_entitlement = defineOperation({
  id: 'delete_entitlement',
  method: 'DELETE',
  path: '/v1/omni-ai/entitlements/{entitlement_id}',
  params: z.object({
    entitlement_id: z.string(),
  }),
  query: z.object({}),
  data: DeleteEntitlementResponse,
});

/** Get Message By ID */
export const get_message_by_id = defineOperation({
  id: 'get_message_by_id',
  method: 'GET',
  path: '/v1/omni-ai/messages/{message_id}',
  params: z.object({
    message_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Message,
});

/** Submit Feedback */
export const submit_feedback = defineOperation({
  id: 'submit_feedback',
  method: 'POST',
  path: '/v1/omni-ai/messages/{message_id}/feedback',
  params: z.object({
    message_id: Uuid,
  }),
  query: z.object({}),
  body: CreateFeedbackRequest,
  data: CreateFeedbackResponse,
});

/** Get Response By ID */
export const get_response_by_id = defineOperation({
  id: 'get_response_by_id',
  method: 'GET',
  path: '/v1/omni-ai/responses/{response_id}',
  params: z.object({
    response_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Response,
});

/** Cancel Response */
export const cancel_response = defineOperation({
  id: 'cancel_response',
  method: 'DELETE',
  path: '/v1/omni-ai/responses/{response_id}',
  params: z.object({
    response_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: CancelResponsePayload,
});

/** Get Threads */
export const get_threads = defineOperation({
  id: 'get_threads',
  method: 'GET',
  path: '/v1/omni-ai/threads',
  params: z.object({}),
  query: z.object({
    account_id: z.number().int(),
    ...paging(100),
  }),
  data: ThreadList,
});

/** Create Thread */
export const create_thread = defineOperation({
  id: 'create_thread',
  method: 'POST',
  path: '/v1/omni-ai/threads',
  params: z.object({}),
  query: z.object({}),
  body: CreateThreadRequest,
  data: CreateThreadResponse,
});

/** Get Thread By ID */
export const get_thread_by_id = defineOperation({
  id: 'get_thread_by_id',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Thread,
});

/** Get Messages */
export const get_messages = defineOperation({
  id: 'get_messages',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}/messages',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
    ...paging(100),
  }),
  data: MessageList,
});

/** Create Message */
export const create_message = defineOperation({
  id: 'create_message',
  method: 'POST',
  path: '/v1/omni-ai/threads/{thread_id}/messages',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({}),
  body: CreateMessageRequest,
  data: CreateMessageResponse,
});

/** Get Thread Response */
export const get_thread_response = defineOperation({
  id: 'get_thread_response',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}/response',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Response.nullable(),
});
