// Saved screener configurations (/v1/saved-screeners): create, list, get, replace, delete. What is
// saved must be a valid search (the same validation as POST /v1/screener); draft filters with neither
// operator nor values are kept as they are.
import type { CreateScreenerRequest, ScreenerEntry } from '@/api/schemas/screener';
import { badRequest, notFound } from '../errors';
import type { SandboxClock } from '../clock';
import type { Rng } from '../rng';
import { compileQuery } from './screener';
import { mintId, type SavedScreenerRecord, type WorkspaceStore } from './state';
import { isoAt } from './util';

export const NOT_FOUND_MESSAGE = 'Some requested entity was not found';
const MAX_SCREENERS = 100;
const MAX_NAME = 100;

function entry(record: SavedScreenerRecord): ScreenerEntry {
  const out: ScreenerEntry = {
    id: record.id,
    name: record.name,
    filters: structuredClone(record.filters),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
  if (record.columns) out.columns = structuredClone(record.columns);
  if (record.sorts) out.sorts = structuredClone(record.sorts);
  return out;
}

function cleanName(name: string | null | undefined): string | undefined {
  if (name === null || name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('name must not be empty', [{ field: 'name', description: 'empty' }]);
  if (trimmed.length > MAX_NAME)
    throw badRequest(`name is longer than ${MAX_NAME} characters`, [
      { field: 'name', description: `at most ${MAX_NAME} characters` },
    ]);
  return trimmed;
}

export class SavedScreeners {
  constructor(
    private readonly store: WorkspaceStore,
    private readonly clock: SandboxClock,
    private readonly rng: Rng,
    private readonly today: () => string,
  ) {}

  list(): ScreenerEntry[] {
    return this.store.state.screeners.map(entry);
  }

  get(id: string): ScreenerEntry {
    return entry(this.record(id));
  }

  create(request: CreateScreenerRequest): ScreenerEntry {
    // name is optional in the spec: an unnamed screener gets a numbered default name.
    const name = cleanName(request.name) ?? `Screener ${this.store.state.screeners.length + 1}`;
    if (this.store.state.screeners.length >= MAX_SCREENERS)
      throw badRequest(`A user cannot have more than ${MAX_SCREENERS} saved screeners`);
    this.validate(request);
    const now = isoAt(this.clock.now());
    const record: SavedScreenerRecord = {
      id: mintId(this.store, this.rng),
      name,
      filters: structuredClone(request.filters ?? []),
      columns: request.columns ? structuredClone(request.columns) : null,
      sorts: request.sorts ? structuredClone(request.sorts) : null,
      created_at: now,
      updated_at: now,
    };
    this.store.state.screeners.push(record);
    return entry(record);
  }

  /** PUT: replaces filters, columns and sorts; a null name keeps the current one. */
  replace(id: string, request: CreateScreenerRequest): ScreenerEntry {
    const record = this.record(id);
    const name = cleanName(request.name);
    this.validate(request);
    if (name) record.name = name;
    record.filters = structuredClone(request.filters ?? []);
    record.columns = request.columns ? structuredClone(request.columns) : null;
    record.sorts = request.sorts ? structuredClone(request.sorts) : null;
    record.updated_at = isoAt(this.clock.now());
    return entry(record);
  }

  delete(id: string): void {
    const record = this.record(id);
    this.store.state.screeners = this.store.state.screeners.filter((s) => s !== record);
  }

  private validate(request: CreateScreenerRequest): void {
    compileQuery({ filters: request.filters, sorts: request.sorts, columns: request.columns }, this.today);
  }

  private record(id: string): SavedScreenerRecord {
    const found = this.store.state.screeners.find((s) => s.id === id.toLowerCase());
    if (!found) throw notFound(NOT_FOUND_MESSAGE);
    return found;
  }
}
