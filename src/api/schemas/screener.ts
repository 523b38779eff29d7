import { z } from 'zod';
import { Uuid, DateTime, openEnum } from './primitives';
import { PaginationParams } from './common';

/** Historical lookback window for price/change fields. */
export const FieldLookback = z.enum([
  'ONE_DAY',
  'ONE_WEEK',
  'ONE_MONTH',
  'THREE_MONTHS',
  'SIX_MONTHS',
  'YEAR_TO_DATE',
  'ONE_YEAR',
]);
export type FieldLookback = z.infer<typeof FieldLookback>;

/** A lookback's short name, as column titles and field pickers show it ("Change % (1W)"). */
export const LOOKBACK_SHORT: Readonly<Record<FieldLookback, string>> = {
  ONE_DAY: '1D',
  ONE_WEEK: '1W',
  ONE_MONTH: '1M',
  THREE_MONTHS: '3M',
  SIX_MONTHS: '6M',
  YEAR_TO_DATE: 'YTD',
  ONE_YEAR: '1Y',
};

/** Reporting period for financial data fields. */
export const FieldPeriod = z.enum(['QUARTER', 'TRAILING_TWELVE_MONTHS', 'ANNUAL']);
export type FieldPeriod = z.infer<typeof FieldPeriod>;

/** The data type of a screener field value. */
export const FieldType = z.enum(['DECIMAL', 'INTEGER', 'STRING', 'ANALYST_RATING', 'DATE']);
export type FieldType = z.infer<typeof FieldType>;

/** A reference to a screener field. */
export const FieldRef = z.looseObject({
  lookback: openEnum(FieldLookback).nullish(),
  name: z.string(),
  period: openEnum(FieldPeriod).nullish(),
  value_type: openEnum(FieldType).nullish(),
});
export type FieldRef = z.infer<typeof FieldRef>;

/** Argument that modifies operator behavior. */
export const OperatorArg = z.enum([
  'LEFT_INCLUSIVE',
  'RIGHT_INCLUSIVE',
  'LEFT_EXCLUSIVE',
  'RIGHT_EXCLUSIVE',
  'CASE_INSENSITIVE',
]);
export type OperatorArg = z.infer<typeof OperatorArg>;

/** Filter operators supported by the screener. */
export const FilterOperator = z.enum([
  'LESS_THAN',
  'LESS_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_OR_EQUAL',
  'EQUAL',
  'BETWEEN',
  'NOT_BETWEEN',
  'ONE_OF',
  'REGEX',
  'BEGINS_WITH',
  'ENDS_WITH',
  'CONTAINS',
  'IS_NULL',
  'IS_NOT_NULL',
]);
export type FilterOperator = z.infer<typeof FilterOperator>;

// The operators by what they apply to: the sandbox offers each field the group of its value type,
// the screen's filter editor picks the value editor by them. (Literals, not filters of `.options`:
// a module-level call would keep this schema module in every bundle that imports it.)
/** The tests for a missing value (no right side). */
export const NULL_OPERATORS = ['IS_NULL', 'IS_NOT_NULL'] as const satisfies readonly FilterOperator[];
/** The operators with a low and a high bound. */
export const RANGE_OPERATORS = ['BETWEEN', 'NOT_BETWEEN'] as const satisfies readonly FilterOperator[];
/** Text matched against a pattern: the right side is literal text (no variables). */
export const PATTERN_OPERATORS = [
  'REGEX',
  'BEGINS_WITH',
  'ENDS_WITH',
  'CONTAINS',
] as const satisfies readonly FilterOperator[];
/** Numbers, dates and analyst ratings: every operator but the text patterns. */
export const ORDERED_OPERATORS: readonly FilterOperator[] = [
  'LESS_THAN',
  'LESS_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_OR_EQUAL',
  'EQUAL',
  ...RANGE_OPERATORS,
  'ONE_OF',
  ...NULL_OPERATORS,
];
/** A closed set of values: equality, a list, or none. */
export const CHOICE_OPERATORS: readonly FilterOperator[] = ['EQUAL', 'ONE_OF', ...NULL_OPERATORS];
/** Free text: equality, a list, the patterns, or none. */
export const TEXT_OPERATORS: readonly FilterOperator[] = [
  'EQUAL',
  'ONE_OF',
  ...PATTERN_OPERATORS,
  ...NULL_OPERATORS,
];

/** Operator specification with optional behavioral arguments. */
export const FilterOpSpec = z.looseObject({
  args: z.array(openEnum(OperatorArg)).optional(),
  name: openEnum(FilterOperator),
});
export type FilterOpSpec = z.infer<typeof FilterOpSpec>;

/** Modifier operation applied to a variable. */
export const ModifierOp = z.enum(['ADD', 'SUBTRACT']);
export type ModifierOp = z.infer<typeof ModifierOp>;

/** Arithmetic modifier applied to a variable value. */
export const Modifier = z.looseObject({
  args: z.array(z.union([z.number(), z.string()])),
  name: openEnum(ModifierOp),
});
export type Modifier = z.infer<typeof Modifier>;

/** A variable reference (field or built-in like `today`). */
export const Variable = z.looseObject({
  lookback: openEnum(FieldLookback).nullish(),
  modifier: Modifier.nullish(),
  name: z.string(),
  period: openEnum(FieldPeriod).nullish(),
});
export type Variable = z.infer<typeof Variable>;

/** A filter value: either a literal or a variable reference. */
export const FilterValue = z.looseObject({
  value: z.union([z.number(), z.string()]).nullish(),
  variable: Variable.nullish(),
});
export type FilterValue = z.infer<typeof FilterValue>;

/** A single filter condition. */
export const SearchFilter = z.looseObject({
  left: FieldRef,
  op: FilterOpSpec.nullish(),
  right: z.array(FilterValue).nullish(),
});
export type SearchFilter = z.infer<typeof SearchFilter>;

/** Sort direction sorted results */
export const SortDirection = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof SortDirection>;

/** A sort specification pairing a field with a direction. */
export const SortSpec = z.looseObject({
  direction: openEnum(SortDirection).optional(),
  field: FieldRef,
});
export type SortSpec = z.infer<typeof SortSpec>;

/** Request body for creating or updating a saved screener configuration */
export const CreateScreenerRequest = z.object({
  columns: z.array(FieldRef).nullish(),
  filters: z.array(SearchFilter).nullish(),
  name: z.string().nullish(),
  sorts: z.array(SortSpec).nullish(),
});
export type CreateScreenerRequest = z.infer<typeof CreateScreenerRequest>;

/** Time unit for date arithmetic in modifiers. */
export const DateUnit = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type DateUnit = z.infer<typeof DateUnit>;

/** Display characteristics of a venue */
export const DisplayType = z.enum(['LIT', 'DARK', 'PERIODIC_AUCTION', 'RFQ']);
export type DisplayType = z.infer<typeof DisplayType>;

/** A single column in the screener search response. */
export const ScreenerColumn = z.looseObject({
  field: FieldRef,
  name: z.string(),
  type: z.string().nullish(),
  value: z.union([z.number(), z.string()]).nullable(),
});
export type ScreenerColumn = z.infer<typeof ScreenerColumn>;

/** A saved screener configuration entry */
export const ScreenerEntry = z.looseObject({
  columns: z.array(FieldRef).nullish(),
  created_at: DateTime,
  filters: z.array(SearchFilter),
  id: Uuid,
  name: z.string(),
  sorts: z.array(SortSpec).nullish(),
  updated_at: DateTime,
});
export type ScreenerEntry = z.infer<typeof ScreenerEntry>;

export const ScreenerEntryList = z.array(ScreenerEntry);
export type ScreenerEntryList = z.infer<typeof ScreenerEntryList>;

/** A single filter criterion for the screener. */
export const ScreenerFilter = z.looseObject({
  field: z.string(),
  operator: z.string(),
  value: z.record(z.string(), z.unknown()),
});
export type ScreenerFilter = z.infer<typeof ScreenerFilter>;

/** A single row of screener columns for one instrument. */
export const ScreenerRow = z.array(ScreenerColumn);
export type ScreenerRow = z.infer<typeof ScreenerRow>;

export const ScreenerRowList = z.array(ScreenerRow);
export type ScreenerRowList = z.infer<typeof ScreenerRowList>;

/** Request body for POST /screener. */
export const ScreenerSearchRequest = PaginationParams.and(
  z.object({
    columns: z.array(FieldRef).nullish(),
    filters: z.array(SearchFilter).nullish(),
    sort_case_sensitive: z.boolean().nullish(),
    sorts: z.array(SortSpec).nullish(),
  }),
);
export type ScreenerSearchRequest = z.infer<typeof ScreenerSearchRequest>;

export const TupleUnit = z.unknown();
export type TupleUnit = z.infer<typeof TupleUnit>;

/**
 * One field of the screener catalog (interface document: `GET /v1/screener/catalog`). An api_name is
 * the base `name` plus at most one of a period or a lookback; the empty combination selects the
 * current or most recent value.
 */
export const ScreenerCatalogField = z.looseObject({
  name: z.string(),
  display_name: z.string(),
  value_type: openEnum(FieldType),
  description: z.string().nullish(),
  category: z.string().nullish(),
  /** Periods the field accepts (financial statement fields). */
  periods: z.array(openEnum(FieldPeriod)).nullish(),
  /** Lookbacks the field accepts (performance fields). */
  lookbacks: z.array(openEnum(FieldLookback)).nullish(),
  /** Operators that make sense for the field. */
  operators: z.array(openEnum(FilterOperator)).nullish(),
  /** For STRING fields with a closed set of values: the key into `enums`. */
  enum: z.string().nullish(),
  /** Value format hint, as on ScreenerColumn.type ("CURR_USD", "PERCENT", ...). */
  format: z.string().nullish(),
});
export type ScreenerCatalogField = z.infer<typeof ScreenerCatalogField>;

/** The screener field catalog (interface document). */
export const ScreenerCatalog = z.looseObject({
  /** api_names used when a search omits `columns`. */
  default_response_fields: z.array(z.string()),
  /** Closed value sets, by name (e.g. sectors). */
  enums: z.record(z.string(), z.array(z.string())),
  fields: z.array(ScreenerCatalogField),
});
export type ScreenerCatalog = z.infer<typeof ScreenerCatalog>;
