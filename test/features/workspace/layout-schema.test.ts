// The workspace's saved form (issue 28): a preset survives export and import unchanged; foreign,
// old, damaged and unknown-panel files are refused with a message naming why.
import { describe, expect, it } from 'vitest';
import { layoutFileText, parseLayoutFile, WORKSPACE_FILE_FORMAT } from '@/features/workspace/layout-schema';
import { presetLayout, presetLayouts } from '@/features/workspace/presets';

const kinds = new Set(presetLayouts().flatMap((l) => Object.values(l.dock.panels).map((p) => p.params.kind)));

describe('workspace layout files', () => {
  it('reads back every preset it exports', () => {
    for (const layout of presetLayouts()) {
      const parsed = parseLayoutFile(layoutFileText(layout), kinds);
      expect(parsed).toEqual({ ok: true, value: layout });
    }
  });

  it('refuses what is not a layout of this terminal', () => {
    expect(parseLayoutFile('not json', kinds)).toMatchObject({ ok: false, message: /not JSON/ });
    expect(parseLayoutFile('{"format":"other-app"}', kinds)).toMatchObject({
      ok: false,
      message: /“other-app”/,
    });
    expect(parseLayoutFile(`{"format":"${WORKSPACE_FILE_FORMAT}","version":2}`, kinds)).toMatchObject({
      ok: false,
      message: /version 2; this terminal reads version 1/,
    });
  });

  it('refuses a damaged layout: a bad shape, an unplaced or unknown panel', () => {
    const good = presetLayout('Day trading');
    const file = (layout: unknown) => JSON.stringify({ format: WORKSPACE_FILE_FORMAT, version: 1, layout });
    expect(parseLayoutFile(file({ ...good, dock: {} }), kinds)).toMatchObject({
      ok: false,
      message: /damaged/,
    });
    const unknownKind = structuredClone(good);
    unknownKind.dock.panels.board!.params.kind = 'teleporter';
    expect(parseLayoutFile(file(unknownKind), kinds)).toMatchObject({
      ok: false,
      message: /unknown kind “teleporter”/,
    });
    const missing = structuredClone(good);
    delete missing.dock.panels.board;
    expect(parseLayoutFile(file(missing), kinds)).toMatchObject({ ok: false, message: /does not describe/ });
  });
});
