// The workspace's saved form (issue 28): a layout is dockview's serialised grid whose panels carry
// our panel state (kind, link colour, own symbol, settings), plus each link group's symbol. Stored
// layouts and exported files are versioned and checked with these zod schemas before anything is
// applied: a corrupt or foreign file is refused with a message, never half-loaded.
import type { CSSProperties } from 'react';
import { z } from 'zod';

/** Link colours, as in TWS and thinkorswim: a panel follows the symbol of its colour's group. */
export const LINK_COLOURS = ['red', 'green', 'blue', 'yellow', 'purple'] as const;
export type LinkColour = (typeof LINK_COLOURS)[number];
export type PanelLink = LinkColour | 'none';
/** Each link colour's mark, in both themes (`--workspace-link` on `.workspace-link-mark`). */
export const LINK_MARK_COLOURS: Record<LinkColour, string> = {
  red: '#e5534b',
  green: '#3fb950',
  blue: '#4ea1ff',
  yellow: '#d4a72c',
  purple: '#a371f7',
};

/** The style of a link's mark (none: unlinked). */
export const linkMarkStyle = (link: PanelLink): CSSProperties | undefined =>
  link === 'none' ? undefined : ({ '--workspace-link': LINK_MARK_COLOURS[link] } as CSSProperties);

export const LINK_NAMES: Record<PanelLink, string> = {
  none: 'No link', // short: the panel bar's select is 84 px ('Not linked' was cut to 'Not linke')
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
  yellow: 'Yellow',
  purple: 'Purple',
};

export const WORKSPACE_FILE_FORMAT = 'trading-terminal.workspace-layout';
export const WORKSPACE_VERSION = 1;

const symbolText = z.string().min(1).max(64);

/** What the workspace keeps for one panel (dockview's `params` of the panel). */
export const PanelStateSchema = z.object({
  kind: z.string().min(1).max(64),
  link: z.enum(['none', ...LINK_COLOURS]),
  /** The panel's own symbol, used while it is not linked. */
  symbol: symbolText.optional(),
  params: z.record(z.string().max(64), z.string().max(4000)),
});
export type PanelState = z.infer<typeof PanelStateSchema>;

const LeafSchema = z.looseObject({
  type: z.literal('leaf'),
  size: z.number().nonnegative(),
  visible: z.boolean().optional(),
  data: z.looseObject({
    views: z.array(z.string()),
    activeView: z.string().optional(),
    id: z.string(),
  }),
});
type GridNode =
  z.infer<typeof LeafSchema> | { type: 'branch'; size: number; visible?: boolean; data: GridNode[] };
const GridNodeSchema: z.ZodType<GridNode> = z.lazy(() =>
  z.union([
    LeafSchema,
    z.looseObject({
      type: z.literal('branch'),
      size: z.number().nonnegative(),
      visible: z.boolean().optional(),
      data: z.array(GridNodeSchema),
    }),
  ]),
);

const DockSchema = z.looseObject({
  grid: z.looseObject({
    root: GridNodeSchema,
    width: z.number().nonnegative(),
    height: z.number().nonnegative(),
    orientation: z.enum(['HORIZONTAL', 'VERTICAL']),
  }),
  panels: z.record(
    z.string(),
    z.looseObject({
      id: z.string(),
      contentComponent: z.string().optional(),
      title: z.string().max(200).optional(),
      params: PanelStateSchema,
    }),
  ),
  activeGroup: z.string().optional(),
  floatingGroups: z
    .array(
      z.looseObject({
        data: LeafSchema.shape.data,
        position: z.looseObject({}),
      }),
    )
    .optional(),
});
export type DockJson = z.infer<typeof DockSchema>;

export const LayoutSchema = z.object({
  name: z.string().trim().min(1).max(60),
  dock: DockSchema,
  links: z.partialRecord(z.enum(LINK_COLOURS), symbolText.nullable()),
});
export type Layout = z.infer<typeof LayoutSchema>;

export const StoredWorkspaceSchema = z.object({
  version: z.literal(WORKSPACE_VERSION),
  active: z.string(),
  layouts: z.array(LayoutSchema).min(1).max(50),
});
export type StoredWorkspace = z.infer<typeof StoredWorkspaceSchema>;

export const WorkspaceFileSchema = z.object({
  format: z.literal(WORKSPACE_FILE_FORMAT),
  version: z.literal(WORKSPACE_VERSION),
  layout: LayoutSchema,
});

/** Every group's panel ids, docked and floating. */
function viewsOf(dock: DockJson): string[] {
  const out: string[] = [];
  const walk = (node: GridNode) => {
    if (node.type === 'leaf') out.push(...node.data.views);
    else node.data.forEach(walk);
  };
  walk(dock.grid.root);
  for (const floating of dock.floatingGroups ?? []) out.push(...floating.data.views);
  return out;
}

function panelKinds(layout: Layout): string[] {
  return Object.values(layout.dock.panels).map((p) => p.params.kind);
}

/** What is wrong with a layout beyond its shape: views without a panel, unknown kinds. */
export function layoutProblems(layout: Layout, kinds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const views = viewsOf(layout.dock);
  for (const id of views)
    if (!(id in layout.dock.panels)) problems.push(`the grid names a panel “${id}” it does not describe`);
  for (const [id, panel] of Object.entries(layout.dock.panels)) {
    if (!kinds.has(panel.params.kind))
      problems.push(`panel “${id}” is of an unknown kind “${panel.params.kind}”`);
    if (!views.includes(id)) problems.push(`panel “${id}” is not placed in the grid`);
  }
  return problems;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

function zodSummary(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the layout format';
  const path = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return `${path}: ${issue.message}`;
}

/** Reads an exported layout file (text), checking format, version, shape and panel kinds. */
export function parseLayoutFile(text: string, kinds: ReadonlySet<string>): ParseResult<Layout> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not JSON: it is not a workspace layout.' };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== WORKSPACE_FILE_FORMAT)
    return {
      ok: false,
      message: `The file is not a workspace layout of this terminal (its format is ${typeof format === 'string' ? `“${format.slice(0, 60)}”` : 'missing'}).`,
    };
  const version = (json as { version?: unknown }).version;
  if (version !== WORKSPACE_VERSION)
    return {
      ok: false,
      message: `The layout file is version ${String(version).slice(0, 20)}; this terminal reads version ${WORKSPACE_VERSION}.`,
    };
  const parsed = WorkspaceFileSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, message: `The layout file is damaged (${zodSummary(parsed.error)}).` };
  const problems = layoutProblems(parsed.data.layout, kinds);
  if (problems.length > 0)
    return { ok: false, message: `The layout file is damaged: ${problems.slice(0, 3).join('; ')}.` };
  return { ok: true, value: parsed.data.layout };
}

/** The text of an exported layout. */
export function layoutFileText(layout: Layout): string {
  return JSON.stringify({ format: WORKSPACE_FILE_FORMAT, version: WORKSPACE_VERSION, layout }, null, 2);
}

/** Reads the stored workspace; anything unreadable is a failure with the reason. */
export function parseStoredWorkspace(text: string, kinds: ReadonlySet<string>): ParseResult<StoredWorkspace> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the stored layouts are not JSON' };
  }
  const parsed = StoredWorkspaceSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: zodSummary(parsed.error) };
  // A kind this version does not know (a panel removed since) shows in its panel, not here.
  for (const layout of parsed.data.layouts) {
    const problems = layoutProblems(layout, new Set([...kinds, ...panelKinds(layout)]));
    if (problems.length > 0) return { ok: false, message: `layout “${layout.name}”: ${problems[0]}` };
  }
  if (!parsed.data.layouts.some((l) => l.name === parsed.data.active))
    return { ok: false, message: `the active layout “${parsed.data.active}” is not stored` };
  return { ok: true, value: parsed.data };
}
