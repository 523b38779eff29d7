import { describe, expect, it } from 'vitest';
import { blockLayout } from '@/components/data-table/column';

describe('blockLayout (block rows share widths as table-layout: fixed does)', () => {
  it('keeps given widths and shares the rest equally, each shared column at least 64 px', () => {
    const layout = blockLayout([{ width: 130 }, {}, {}, { width: '8rem' }]);
    const share = 'max(64px, calc((100% - (130px + 8rem)) / 2))';
    expect(layout.widths).toEqual(['130px', share, share, '8rem']);
    expect(layout.minWidth).toBe('calc(130px + 8rem + 128px)');
  });

  it('grows px widths in proportion to fill the row when every column has one', () => {
    const layout = blockLayout([{ width: 100 }, { width: 300 }]);
    expect(layout.widths).toEqual([
      'max(100px, calc(100% * 100 / 400))',
      'max(300px, calc(100% * 300 / 400))',
    ]);
    expect(layout.minWidth).toBe('400px');
  });

  it('shares the whole row when no column has a width', () => {
    expect(blockLayout([{}, {}]).widths).toEqual([
      'max(64px, calc((100% - (0px)) / 2))',
      'max(64px, calc((100% - (0px)) / 2))',
    ]);
  });
});
