// The three preset layouts of issue 28, written as dockview's serialised grid so a preset loads
// the same way as a saved layout. Sizes are for a 1200 × 720 area; dockview scales them to the
// real one. Every panel starts in the red link group (the unlinked assistant aside).
import type { DockJson, Layout, PanelLink, PanelState } from './layout-schema';

export const PRESET_NAMES = ['Day trading', 'Options', 'Research'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

interface PanelSpec {
  id: string;
  kind: string;
  title: string;
  link?: PanelLink;
  params?: Record<string, string>;
}
/** A group: one panel, or several as tabs (the first one shown). */
type GroupSpec = { size: number; panels: PanelSpec[] };
/** A column of groups, top to bottom. */
type ColumnSpec = { size: number; groups: GroupSpec[] };

const WIDTH = 1200;
const HEIGHT = 720;

function build(name: string, columns: ColumnSpec[]): Layout {
  const panels: DockJson['panels'] = {};
  let group = 0;
  const leaf = (spec: GroupSpec) => {
    group += 1;
    for (const p of spec.panels) {
      const params: PanelState = { kind: p.kind, link: p.link ?? 'red', params: p.params ?? {} };
      panels[p.id] = {
        id: p.id,
        contentComponent: 'panel',
        tabComponent: 'panel-tab',
        title: p.title,
        params,
      };
    }
    return {
      type: 'leaf' as const,
      size: spec.size,
      data: { views: spec.panels.map((p) => p.id), activeView: spec.panels[0]?.id, id: String(group) },
    };
  };
  const root = {
    type: 'branch' as const,
    size: HEIGHT,
    data: columns.map((column) =>
      column.groups.length === 1 && column.groups[0]
        ? { ...leaf(column.groups[0]), size: column.size }
        : { type: 'branch' as const, size: column.size, data: column.groups.map(leaf) },
    ),
  };
  return {
    name,
    dock: {
      grid: { root, width: WIDTH, height: HEIGHT, orientation: 'HORIZONTAL' },
      panels,
      activeGroup: '1',
    },
    links: { red: 'AAPL' },
  };
}

const p = (id: string, kind: string, title: string, extra: Partial<PanelSpec> = {}): PanelSpec => ({
  id,
  kind,
  title,
  ...extra,
});

export function presetLayout(name: PresetName, layoutName: string = name): Layout {
  switch (name) {
    case 'Day trading':
      return build(layoutName, [
        {
          size: 480,
          groups: [
            { size: 430, panels: [p('board', 'board', 'Quote board')] },
            { size: 290, panels: [p('orders', 'orders', 'Orders', { link: 'none' })] },
          ],
        },
        {
          size: 380,
          groups: [
            { size: 430, panels: [p('chart', 'chart', 'Chart')] },
            { size: 290, panels: [p('positions', 'positions', 'Positions')] },
          ],
        },
        { size: 340, groups: [{ size: HEIGHT, panels: [p('ticket', 'ticket', 'Order ticket')] }] },
      ]);
    case 'Options':
      return build(layoutName, [
        {
          size: 620,
          groups: [
            // Tall enough for the name row and the live quote under it at 1280×720.
            { size: 225, panels: [p('instrument', 'instrument', 'Instrument')] },
            { size: 495, panels: [p('chain', 'option-chain', 'Option chain')] },
          ],
        },
        {
          size: 580,
          groups: [
            { size: 300, panels: [p('chart', 'chart', 'Chart')] },
            {
              size: 420,
              panels: [p('ticket', 'ticket', 'Order ticket'), p('positions', 'positions', 'Positions')],
            },
          ],
        },
      ]);
    case 'Research':
      return build(layoutName, [
        {
          size: 640,
          groups: [
            { size: 220, panels: [p('instrument', 'instrument', 'Instrument')] },
            {
              size: 500,
              panels: [p('news', 'news', 'News'), p('events', 'events', 'Corporate events')],
            },
          ],
        },
        {
          size: 560,
          groups: [
            { size: 360, panels: [p('screener', 'screener', 'Screener results')] },
            { size: 360, panels: [p('assistant', 'assistant', 'Assistant', { link: 'none' })] },
          ],
        },
      ]);
  }
}

export function presetLayouts(): Layout[] {
  return PRESET_NAMES.map((name) => presetLayout(name));
}
