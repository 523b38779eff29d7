import { describe, expect, it } from 'vitest';
import {
  autoColumnMinimum,
  blockLayout,
  flowingLayout,
  MIN_AUTO_COLUMN,
} from '@/components/data-table/column';

describe('blockLayout (block rows share widths as table-layout: fixed does)', () => {
  it('keeps given widths and shares the rest equally, each shared column at least 64 px', () => {
    const layout = blockLayout([{ width: 130 }, {}, {}, { width: '8rem' }]);
    const share = 'max(64px, calc((100% - (130px + 8rem)) / 2))';
    expect(layout.widths).toEqual(['130px', share, share, '8rem']);
    expect(layout.minWidth).toBe('calc(130px + 8rem + 128px)');
  });

  it('grows px widths in proportion to fill the row when every column has one', () => {
    const layout = blockLayout([{ width: 100 }, { width: 300 }]);
    // Plain percentages (no calc per cell); the row is never narrower than minWidth, so each
    // column stays at least its width in px.
    expect(layout.widths).toEqual(['25%', '75%']);
    expect(layout.minWidth).toBe('400px');
  });

  it('gives each column its left edge when every width is a percentage (positioned cells)', () => {
    const layout = blockLayout([{ width: 100 }, { width: 300 }, { width: 100 }]);
    expect(layout.widths).toEqual(['20%', '60%', '20%']);
    expect(layout.lefts).toEqual(['0%', '20%', '80%']);
    // Not when a column's width is a share of what is left (its edge would need a calculation).
    expect(blockLayout([{ width: 130 }, {}]).lefts).toBeUndefined();
  });

  it('keeps px widths and gives the rows their sum when the columns do not fill the row', () => {
    // A board in a workspace panel: a splitter resizing the panel moves none of its cells.
    const layout = blockLayout([{ width: 100 }, { width: 300 }, { width: 100 }], 64, false);
    expect(layout.widths).toEqual(['100px', '300px', '100px']);
    expect(layout.lefts).toEqual(['0px', '100px', '400px']);
    expect(layout.width).toBe('500px');
    expect(layout.minWidth).toBe('500px');
    // Filling (the default), the rows take the table's width.
    expect(blockLayout([{ width: 100 }, { width: 300 }]).width).toBeUndefined();
  });

  it('rounds the shares down, so that the cells never add up to more than the row', () => {
    const layout = blockLayout([{ width: 90 }, { width: 220 }, { width: 120 }]);
    expect(layout.widths).toEqual(['20.9302%', '51.1627%', '27.9069%']);
    const total = layout.widths.reduce((sum, w) => sum + Number.parseFloat(w), 0);
    expect(total).toBeLessThanOrEqual(100);
    expect(total).toBeGreaterThan(99.999);
    // At the minimum width each column is within a hundredth of a px of its own width.
    layout.widths.forEach((w, i) =>
      expect((Number.parseFloat(w) / 100) * 430).toBeCloseTo([90, 220, 120][i]!, 2),
    );
  });

  it('shares the whole row when no column has a width', () => {
    expect(blockLayout([{}, {}]).widths).toEqual([
      'max(64px, calc((100% - (0px)) / 2))',
      'max(64px, calc((100% - (0px)) / 2))',
    ]);
  });
});

describe('autoColumnMinimum (no automatic column is narrower than its header)', () => {
  // The unit tests' DOM has no canvas: text is counted at 7.5 px a character.
  it('fits the longest text header of the automatic columns, its padding and a sort arrow', () => {
    const columns = [
      { header: 'Side', accessor: () => 'buy' },
      { header: 'Quantity', numeric: true, accessor: () => '1' },
      { header: 'A much longer header', width: 90 },
    ];
    // 'Quantity': 8 × 7.5 = 60 px of text, 20 of padding, 14 for " ▲".
    expect(autoColumnMinimum(columns)).toBe(94);
    expect(blockLayout(columns).widths[0]).toBe('max(94px, calc((100% - (90px)) / 2))');
    expect(blockLayout(columns).minWidth).toBe('calc(90px + 188px)');
  });

  it('leaves out the arrow of a header that does not sort, and never goes under 64 px', () => {
    expect(autoColumnMinimum([{ header: 'Quantity', accessor: () => '1', sortable: false }])).toBe(80);
    expect(autoColumnMinimum([{ header: 'TIF', accessor: () => 'day' }])).toBe(MIN_AUTO_COLUMN);
    expect(autoColumnMinimum([{}, { header: 'Quantity', width: 50 }])).toBe(MIN_AUTO_COLUMN);
  });

  it('takes the table’s own sort rule: a table sorted by the server sorts columns without an accessor', () => {
    const columns = [{ header: 'Quantity' }];
    expect(autoColumnMinimum(columns)).toBe(80);
    expect(autoColumnMinimum(columns, () => true)).toBe(94);
  });
});

describe('flowingLayout (the <col> widths of a table of flowing rows)', () => {
  it('leaves growing columns without a width, at least their own width each', () => {
    const columns = [{ width: 100 }, { width: 60, grow: 1 }, { width: 80, grow: 1 }, { width: 50 }];
    const layout = flowingLayout(columns, blockLayout(columns));
    // The browser shares the spare width equally among columns without a width: the table's minimum
    // gives each at least the widest growing column's width.
    expect(layout.widths).toEqual(['100px', undefined, undefined, '50px']);
    expect(layout.minWidth).toBe('310px');
  });

  it("keeps every column's own width when none grows", () => {
    const columns = [{ width: 100 }, {}, { width: '8rem' }];
    const block = blockLayout(columns);
    expect(flowingLayout(columns, block)).toEqual({
      widths: ['100px', undefined, '8rem'],
      minWidth: block.minWidth,
    });
  });
});
