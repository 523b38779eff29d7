import { z } from 'zod';
import { Uuid, openEnum } from './primitives';
import { i64 } from './common';
import { CancelOrderRequest, NewOrderRequest } from './orders';
import { ScreenerFilter } from './screener';

/** Prompt-style button behavior. */
export const PromptButtonAction = z.looseObject({
  prompt: z.string(),
});
export type PromptButtonAction = z.infer<typeof PromptButtonAction>;

/** Structured-action button behavior. */
export const StructuredActionButtonAction = z.looseObject({
  actionId: Uuid.nullish(),
});
export type StructuredActionButtonAction = z.infer<typeof StructuredActionButtonAction>;

/** Button metadata shared by chart and suggested-actions payloads. */
export const ActionButton = z.looseObject({
  buttonId: z.string(),
  label: z.string(),
  prompt: PromptButtonAction.nullish(),
  structuredAction: StructuredActionButtonAction.nullish(),
});
export type ActionButton = z.infer<typeof ActionButton>;

/** Capability allowlist for structured actions. */
export const Capability = z.enum([
  'PREFILL_ORDER',
  'OPEN_CHART',
  'OPEN_SCREENER',
  'OPEN_ENTITLEMENT_CONSENT',
]);
export type Capability = z.infer<typeof Capability>;

/** Single chart coordinate. */
export const ChartPoint = z.looseObject({
  x: z.string(),
  y: z.number(),
});
export type ChartPoint = z.infer<typeof ChartPoint>;

/** Named data series within a chart. */
export const ChartSeries = z.looseObject({
  name: z.string(),
  points: z.array(ChartPoint).optional(),
});
export type ChartSeries = z.infer<typeof ChartSeries>;

/** Chart represented by explicit data series. */
export const DataChart = z.looseObject({
  series: z.array(ChartSeries).optional(),
});
export type DataChart = z.infer<typeof DataChart>;

/** Typed chart payload rendered inline in assistant content. */
export const ChartPayload = z.looseObject({
  actionButtons: z.array(ActionButton).optional(),
  chartId: z.string(),
  dataChart: DataChart.nullish(),
});
export type ChartPayload = z.infer<typeof ChartPayload>;

/** Chart payload content part. */
export const ContentPartChartPayload = z.looseObject({
  payload: ChartPayload,
});
export type ContentPartChartPayload = z.infer<typeof ContentPartChartPayload>;

/** Escape-hatch custom payload content part. */
export const ContentPartCustomPayload = z.looseObject({
  payload: z.record(z.string(), z.unknown()),
});
export type ContentPartCustomPayload = z.infer<typeof ContentPartCustomPayload>;

/** New-order prefill action. */
export const PrefillNewOrderAction = z.looseObject({
  orders: z.array(NewOrderRequest),
});
export type PrefillNewOrderAction = z.infer<typeof PrefillNewOrderAction>;

/** Cancel-order prefill action. */
export const PrefillCancelOrderAction = z.looseObject({
  orders: z.array(CancelOrderRequest),
});
export type PrefillCancelOrderAction = z.infer<typeof PrefillCancelOrderAction>;

/** One order modification emitted as part of an Omni prefill action. */
export const PrefillModifyOrderRequest = z
  .looseObject({
    limit_price: z.string().nullish(),
    quantity: z.string().nullish(),
    stop_price: z.string().nullish(),
  })
  .and(
    z.looseObject({
      account_id: i64,
      order_id: z.string(),
    }),
  );
export type PrefillModifyOrderRequest = z.infer<typeof PrefillModifyOrderRequest>;

/** Modify-order prefill action. */
export const PrefillModifyOrderAction = z.looseObject({
  orders: z.array(PrefillModifyOrderRequest),
});
export type PrefillModifyOrderAction = z.infer<typeof PrefillModifyOrderAction>;

/** Action to prefill order details for user confirmation. */
export const PrefillOrderAction = z.union([
  PrefillNewOrderAction.and(
    z.looseObject({
      action_type: openEnum(z.enum(['NEW'])),
    }),
  ),
  PrefillCancelOrderAction.and(
    z.looseObject({
      action_type: openEnum(z.enum(['CANCEL'])),
    }),
  ),
  PrefillModifyOrderAction.and(
    z.looseObject({
      action_type: openEnum(z.enum(['MODIFY'])),
    }),
  ),
]);
export type PrefillOrderAction = z.infer<typeof PrefillOrderAction>;

/** Action to open a chart for a symbol. */
export const OpenChartAction = z.looseObject({
  extras: z.record(z.string(), z.unknown()).optional(),
  symbol: z.string(),
  timeframe: z.string().nullish(),
});
export type OpenChartAction = z.infer<typeof OpenChartAction>;

/** Action to open a stock screener with filters. */
export const OpenScreenerAction = z.looseObject({
  columns: z.array(z.string()).nullish(),
  filters: z.array(ScreenerFilter),
  page_size: z.number().nullish(),
  sort_by: z.string().nullish(),
  sort_direction: z.string().nullish(),
});
export type OpenScreenerAction = z.infer<typeof OpenScreenerAction>;

/** Stable entitlement agreement family key. */
export const EntitlementAgreementKey = z.enum(['omni_account_data_access']);
export type EntitlementAgreementKey = z.infer<typeof EntitlementAgreementKey>;

/** Stable entitlement code granted by an agreement. */
export const EntitlementCode = z.enum(['omni.account_data']);
export type EntitlementCode = z.infer<typeof EntitlementCode>;

/** Action to open entitlement consent flow for one or more accounts. */
export const OpenEntitlementConsentAction = z.looseObject({
  account_ids: z.array(z.number().int()),
  agreement_key: openEnum(EntitlementAgreementKey),
  entitlement_codes: z.array(openEnum(EntitlementCode)),
  reason: z.string(),
});
export type OpenEntitlementConsentAction = z.infer<typeof OpenEntitlementConsentAction>;

/** Structured actions that Omni AI can return to clients. */
export const StructuredAction = z.union([
  z.looseObject({
    prefill_order: PrefillOrderAction,
  }),
  z.looseObject({
    open_chart: OpenChartAction,
  }),
  z.looseObject({
    open_screener: OpenScreenerAction,
  }),
  z.looseObject({
    open_entitlement_consent: OpenEntitlementConsentAction,
  }),
]);
export type StructuredAction = z.infer<typeof StructuredAction>;

/** Structured action content part. */
export const ContentPartStructuredActionPayload = z.looseObject({
  action: StructuredAction,
  action_id: Uuid,
});
export type ContentPartStructuredActionPayload = z.infer<typeof ContentPartStructuredActionPayload>;

/** Suggested follow-up buttons rendered at the end of an assistant message. */
export const SuggestedActionsPayload = z.looseObject({
  actionButtons: z.array(ActionButton).optional(),
});
export type SuggestedActionsPayload = z.infer<typeof SuggestedActionsPayload>;

/** Suggested actions payload content part. */
export const ContentPartSuggestedActionsPayload = z.looseObject({
  payload: SuggestedActionsPayload,
});
export type ContentPartSuggestedActionsPayload = z.infer<typeof ContentPartSuggestedActionsPayload>;

/** Text content part. */
export const ContentPartTextPayload = z.looseObject({
  text: z.string(),
});
export type ContentPartTextPayload = z.infer<typeof ContentPartTextPayload>;

/** Thinking content part shown on dynamic response polling. */
export const ContentPartThinkingPayload = z.looseObject({
  thoughts: z.array(z.string()),
});
export type ContentPartThinkingPayload = z.infer<typeof ContentPartThinkingPayload>;

/** Thread creation mode. */
export const ConversationMode = z.enum(['instant', 'deep_insights']);
export type ConversationMode = z.infer<typeof ConversationMode>;

export const CreateEntitlementsRequest = z.object({
  account_ids: z.array(z.number().int()),
  agreement_id: z.string(),
  entitlement_codes: z.array(EntitlementCode),
});
export type CreateEntitlementsRequest = z.infer<typeof CreateEntitlementsRequest>;

export const CreateFeedbackRequest = z.object({
  account_id: z.number().int(),
  comment: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  score: z.number().int(),
});
export type CreateFeedbackRequest = z.infer<typeof CreateFeedbackRequest>;

export const CreateFeedbackResponse = z.looseObject({
  created_at: z.string(),
  feedback_id: Uuid.nullish(),
});
export type CreateFeedbackResponse = z.infer<typeof CreateFeedbackResponse>;

/** Continue-thread message creation request body. */
export const CreateMessageRequest = z.object({
  account_id: z.number().int(),
  capabilities: z.array(Capability).optional(),
  text: z.string(),
});
export type CreateMessageRequest = z.infer<typeof CreateMessageRequest>;

/** Response payload for continuing a thread with a new message. */
export const CreateMessageResponse = z.looseObject({
  response_id: Uuid,
  thread_id: Uuid,
  user_message_id: Uuid,
});
export type CreateMessageResponse = z.infer<typeof CreateMessageResponse>;

/** Deep-insights target type. Launch supports ticker-only. */
export const DeepInsightsTargetType = z.enum(['ticker']);
export type DeepInsightsTargetType = z.infer<typeof DeepInsightsTargetType>;

/** Deep-insights target payload. */
export const DeepInsightsTarget = z.looseObject({
  ticker: z.string(),
  type: openEnum(DeepInsightsTargetType),
});
export type DeepInsightsTarget = z.infer<typeof DeepInsightsTarget>;

/** Create-thread request body. */
export const CreateThreadRequest = z.object({
  account_id: z.number().int(),
  capabilities: z.array(Capability).optional(),
  target: DeepInsightsTarget.nullish(),
  text: z.string().nullish(),
  thesis: z.string().nullish(),
  type: ConversationMode,
});
export type CreateThreadRequest = z.infer<typeof CreateThreadRequest>;

/** Response payload for thread creation. */
export const CreateThreadResponse = z.looseObject({
  response_id: Uuid,
  thread_id: Uuid,
  user_message_id: Uuid,
});
export type CreateThreadResponse = z.infer<typeof CreateThreadResponse>;

export const DeleteEntitlementResponse = z.looseObject({
  entitlement_id: z.string(),
  revoked: z.boolean(),
});
export type DeleteEntitlementResponse = z.infer<typeof DeleteEntitlementResponse>;

export const EntitlementAgreementResource = z.looseObject({
  agreement_id: z.string(),
  agreement_key: openEnum(EntitlementAgreementKey),
  document_content: z.string(),
  document_sha256: z.string(),
  entitlement_codes: z.array(openEnum(EntitlementCode)),
  title: z.string(),
  version: z.number().int(),
});
export type EntitlementAgreementResource = z.infer<typeof EntitlementAgreementResource>;

export const EntitlementAgreementResourceList = z.array(EntitlementAgreementResource);
export type EntitlementAgreementResourceList = z.infer<typeof EntitlementAgreementResourceList>;

export const EntitlementResource = z.looseObject({
  account_id: z.number().int(),
  agreement_id: z.string(),
  entitlement_code: openEnum(EntitlementCode),
  entitlement_id: z.string(),
  granted_at: z.string(),
});
export type EntitlementResource = z.infer<typeof EntitlementResource>;

export const EntitlementResourceList = z.array(EntitlementResource);
export type EntitlementResourceList = z.infer<typeof EntitlementResourceList>;

/** Shared sanitized error payload. */
export const ErrorStatus = z.looseObject({
  code: z.string(),
  details: z.record(z.string(), z.unknown()).nullish(),
  message: z.string(),
});
export type ErrorStatus = z.infer<typeof ErrorStatus>;

// Content parts: one tagged member per `type`, shared by finalized messages and pollable responses
// (only responses carry `thinking`). A part whose `type` this client does not know, or whose body
// does not match its type, is kept raw under `{ type: 'unknown', raw }` rather than failing the
// whole message, so a `switch (part.type)` still narrows and nothing the server sent is dropped.
const TextPart = ContentPartTextPayload.extend({ type: z.literal('text') });
const ThinkingPart = ContentPartThinkingPayload.extend({ type: z.literal('thinking') });
const StructuredActionPart = ContentPartStructuredActionPayload.extend({
  type: z.literal('structured_action'),
});
const ChartPart = ContentPartChartPayload.extend({ type: z.literal('chart') });
const SuggestedActionsPart = ContentPartSuggestedActionsPayload.extend({
  type: z.literal('suggested_actions'),
});
const CustomPart = ContentPartCustomPayload.extend({ type: z.literal('custom') });

/** A content part this client cannot render, kept verbatim. */
export const UnknownContentPart = z
  .looseObject({ type: z.string() })
  .transform((raw) => ({ type: 'unknown' as const, raw }));
export type UnknownContentPart = z.output<typeof UnknownContentPart>;

const finalParts = [TextPart, StructuredActionPart, ChartPart, SuggestedActionsPart, CustomPart] as const;

/** Final immutable content part visible on persisted messages. */
export const MessageContentPart = z.union([
  z.discriminatedUnion('type', [...finalParts]),
  UnknownContentPart,
]);
export type MessageContentPart = z.infer<typeof MessageContentPart>;

/** Finalized immutable message content container. Never includes thinking parts. */
export const MessageContent = z.looseObject({
  parts: z.array(MessageContentPart),
});
export type MessageContent = z.infer<typeof MessageContent>;

/** Immutable terminal outcome for a finalized assistant message. */
export const MessageOutcome = z.enum(['completed', 'errored', 'canceled']);
export type MessageOutcome = z.infer<typeof MessageOutcome>;

/** Finalized message role in the public contract. */
export const MessageRole = z.enum(['USER', 'ASSISTANT']);
export type MessageRole = z.infer<typeof MessageRole>;

/** Final immutable message. */
export const Message = z.looseObject({
  content: MessageContent,
  created_at: z.string(),
  error: ErrorStatus.nullish(),
  id: Uuid,
  outcome: openEnum(MessageOutcome),
  role: openEnum(MessageRole),
  seq: z.number().int(),
  thread_id: Uuid,
});
export type Message = z.infer<typeof Message>;

export const MessageList = z.array(Message);
export type MessageList = z.infer<typeof MessageList>;

/** Dynamic content part visible on a pollable response. */
export const ResponseContentPart = z.union([
  z.discriminatedUnion('type', [...finalParts, ThinkingPart]),
  UnknownContentPart,
]);
export type ResponseContentPart = z.infer<typeof ResponseContentPart>;

/** Dynamic response content container. May include thinking parts. */
export const ResponseContent = z.looseObject({
  parts: z.array(ResponseContentPart),
});
export type ResponseContent = z.infer<typeof ResponseContent>;

/** Dynamic lifecycle status for a pollable response. */
export const ResponseStatus = z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']);
export type ResponseStatus = z.infer<typeof ResponseStatus>;

/** Dynamic pollable response. */
export const Response = z.looseObject({
  content: ResponseContent.nullish(),
  error: ErrorStatus.nullish(),
  id: Uuid,
  output_message_id: Uuid.nullish(),
  status: openEnum(ResponseStatus),
  thread_id: Uuid,
  user_message_id: Uuid,
});
export type Response = z.infer<typeof Response>;

/** Thread metadata returned by list/get thread endpoints. */
export const Thread = z.looseObject({
  created_at: z.string(),
  id: Uuid,
  title: z.string(),
  updated_at: z.string(),
});
export type Thread = z.infer<typeof Thread>;

export const ThreadList = z.array(Thread);
export type ThreadList = z.infer<typeof ThreadList>;
