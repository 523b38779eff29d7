// A server's error details in words. An ApiError's `details` are objects of any shape
// ({field, description}, {type, subject, description}, {domain, reason, metadata: {...}}, …):
// each becomes a headline and "Label: value" lines. Known keys get words; unknown keys show as
// "key: value"; nested objects are spelled out the same way. Never JSON.

export interface DetailText {
  /** The detail's main sentence (its description, message or reason, with the field it is about). */
  headline: string;
  /** Everything else the detail carries, one "Label: value" line each. */
  lines: string[];
}

const KNOWN_LABELS: Record<string, string> = {
  type: 'Check',
  reason: 'Reason',
  domain: 'Reported by',
  code: 'Code',
  subject: 'About',
  index: 'Order in the batch',
  status: 'Status',
  value: 'Value sent',
};

/** `INSUFFICIENT_POSITION` → "Insufficient position"; other text (single words, symbols) is kept as is. */
export function enumInWords(value: string): string {
  if (!/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value)) return value;
  const words = value.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `account_id` → "Account id". */
export const keyInWords = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Any value as plain text: objects as "key value, …" pairs, arrays joined, enums in words. */
export function valueInWords(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map((v) => valueInWords(v, depth + 1)).join(', ');
  if (typeof value === 'object') {
    if (depth > 3) return '…';
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${keyInWords(k)} ${valueInWords(v, depth + 1)}`)
      .join(', ');
  }
  return '';
}

const withEnum = (value: unknown) => {
  if (typeof value !== 'string') return valueInWords(value);
  const words = enumInWords(value);
  return words === value ? value : `${words} (${value})`;
};

/** One detail object of an error, in words. */
export function detailInWords(detail: Record<string, unknown>): DetailText {
  const field = detail.field ?? detail.path ?? detail.name;
  const sentence = detail.description ?? detail.message ?? detail.detail;
  const used = new Set(['field', 'path', 'name', 'description', 'message', 'detail']);
  let headline: string;
  if (sentence !== undefined) headline = valueInWords(sentence);
  else if (detail.reason !== undefined) {
    headline = withEnum(detail.reason);
    used.add('reason');
  } else if (detail.type !== undefined) {
    headline = withEnum(detail.type);
    used.add('type');
  } else headline = '';
  if (field !== undefined) headline = headline ? `${valueInWords(field)}: ${headline}` : valueInWords(field);

  const lines: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (used.has(key) || value === undefined || value === null) continue;
    if (key === 'metadata' && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        lines.push(`${keyInWords(k)}: ${valueInWords(v)}`);
      continue;
    }
    if (key === 'index' && typeof value === 'number') {
      lines.push(`${KNOWN_LABELS.index}: ${value + 1}`);
      continue;
    }
    const label = KNOWN_LABELS[key];
    lines.push(label ? `${label}: ${withEnum(value)}` : `${key}: ${valueInWords(value)}`);
  }
  if (!headline) headline = lines.shift() ?? 'No description';
  return { headline, lines };
}

/** Every detail of an error, in words. */
export const detailsInWords = (details: ReadonlyArray<Record<string, unknown>>): DetailText[] =>
  details.map(detailInWords);
