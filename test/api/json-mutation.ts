// Arbitrary "almost right" JSON for property tests: a valid sample (an OpenAPI example) with 1–3
// mutations at paths anywhere in it: a value replaced by one of another type, set to null, deleted,
// an extra key added, or wrapped in an array. Used for server answers (client property) and request
// bodies (sandbox property).
import fc from 'fast-check';

export type Json = unknown;
type Path = Array<string | number>;

/** Every path into a JSON value (the root included), so a mutation can land anywhere. */
function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (out.length > 400) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

type Mutation =
  | { kind: 'replace'; with: Json }
  | { kind: 'null' }
  | { kind: 'delete' }
  | { kind: 'extra'; key: string; value: Json }
  | { kind: 'wrap' };

/** `value` with `mutation` applied at `path` (a copy; the sample is untouched). */
function mutate(value: Json, path: Path, mutation: Mutation): Json {
  if (path.length === 0) {
    switch (mutation.kind) {
      case 'replace':
        return mutation.with;
      case 'null':
      case 'delete':
        return null;
      case 'extra':
        return value && typeof value === 'object' && !Array.isArray(value)
          ? { ...value, [mutation.key]: mutation.value }
          : value;
      case 'wrap':
        return [value];
    }
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && mutation.kind === 'delete') copy.splice(Number(head), 1);
    else copy[Number(head)] = mutate(copy[Number(head)], rest, mutation);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
    if (rest.length === 0 && mutation.kind === 'delete') delete copy[String(head)];
    else copy[String(head)] = mutate(copy[String(head)], rest, mutation);
    return copy;
  }
  return value;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), with: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({
    kind: fc.constant('replace' as const),
    with: fc.constantFrom<Json>('', 'x', 0, -1, 1.5, true, false, [], {}, '1e309', 'NaN'),
  }),
  fc.constant({ kind: 'null' as const }),
  fc.constant({ kind: 'delete' as const }),
  fc.record({ kind: fc.constant('extra' as const), key: fc.string(), value: fc.jsonValue({ maxDepth: 1 }) }),
  fc.constant({ kind: 'wrap' as const }),
);

/** A sample with 1–3 mutations, each at a path chosen among the value's paths at that point. */
export function mutatedJson(samples: unknown[]): fc.Arbitrary<Json> {
  return fc
    .tuple(
      fc.constantFrom(...samples),
      fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }),
    )
    .map(([sample, steps]) =>
      steps.reduce<Json>((value, [at, m]) => {
        const paths = pathsOf(value);
        return mutate(value, paths[at % paths.length]!, m);
      }, structuredClone(sample)),
    );
}
