// `--profile`: samples the JavaScript of one recorded run and prints the hottest functions (self time).
import type { CDPSession } from 'playwright-core';

export async function startProfile(cdp: CDPSession): Promise<() => Promise<void>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
        samples: number[];
        timeDeltas: number[];
      };
    };
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byName = new Map<string, number>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
      byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
    }
    const total = [...byName.values()].reduce((a, b) => a + b, 0);
    console.log(`profile: ${(total / 1000).toFixed(0)} ms sampled`);
    for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  };
}
