// The start-up chunks' compile hint (scripts/vite-entry-chunk.ts): first line, source map shifted.
import type { Rollup } from 'vite';
import { addCompileHints, COMPILE_HINT } from '../../scripts/vite-entry-chunk';

const chunk = (
  fileName: string,
  name: string,
  code: string,
  flags: { isEntry?: boolean; isDynamicEntry?: boolean } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    name,
    code,
    isEntry: flags.isEntry ?? false,
    isDynamicEntry: flags.isDynamicEntry ?? false,
    map: { mappings: 'AAAA' },
  }) as unknown as Rollup.OutputChunk;

describe('the compile hint of the start-up chunks', () => {
  it('opens the entry, React and TanStack chunks with it, and nothing else', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'index', 'const __vite__mapDeps=1;\nmain();', {
        isEntry: true,
      }),
      'assets/react.js': chunk('assets/react.js', 'react', 'react();'),
      'assets/tanstack.js': chunk('assets/tanstack.js', 'tanstack', 'router();'),
      'assets/monitor.js': chunk('assets/monitor.js', 'monitor', 'lazy();', { isDynamicEntry: true }),
      'assets/format.js': chunk('assets/format.js', 'format', 'shared();'),
      'assets/react.js.map': {
        type: 'asset',
        fileName: 'assets/react.js.map',
        source: '{"mappings":"AAAA"}',
      },
    } as unknown as Rollup.OutputBundle;
    addCompileHints(bundle);
    addCompileHints(bundle); // idempotent
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nmain();`);
    expect(code('assets/react.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/tanstack.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/monitor.js')).toBe('lazy();');
    expect(code('assets/format.js')).toBe('shared();');
    // The source map follows the code one line down (chunk map and emitted .map file alike).
    expect((bundle['assets/react.js'] as Rollup.OutputChunk).map?.mappings).toBe(';AAAA');
    expect(JSON.parse((bundle['assets/react.js.map'] as Rollup.OutputAsset).source as string).mappings).toBe(
      ';AAAA',
    );
    expect((bundle['assets/format.js'] as Rollup.OutputChunk).map?.mappings).toBe('AAAA');
  });
});
