// How busy the machine was during a benchmark round, from /proc (Linux): the whole machine's CPU
// from /proc/stat, and this benchmark's own share (this Node process and every process it started,
// i.e. the browser) from /proc/<pid>/stat. "Other" = everything else (other users' jobs), as a share
// of all cores, so a noisy round can be seen as noisy. Elsewhere (no /proc) it reports nothing.
import fs from 'node:fs';

interface Sample {
  total: number;
  busy: number;
  ours: number;
}

function readStat(pid: string): { ppid: number; ticks: number; children: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      // CPU of children that exited and were waited for (a browser closed between runs).
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

function sample(): Sample | null {
  let cpu: number[];
  try {
    cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return null;
  }
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const procs = new Map<number, { ppid: number; ticks: number; children: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) procs.set(Number(name), stat);
  }
  // Descendants of this process (the browser and its helpers), and this process itself.
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of procs)
      if (!ours.has(pid) && ours.has(stat.ppid)) {
        ours.add(pid);
        grew = true;
      }
  }
  let oursTicks = procs.get(process.pid)?.children ?? 0;
  for (const pid of ours) oursTicks += procs.get(pid)?.ticks ?? 0;
  return { total, busy: total - idle, ours: oursTicks };
}

export interface MachineLoad {
  /** Share of all cores used by other processes during the round, %. */
  otherPct: number;
  /** Share of all cores used by the benchmark (Node + browser), %. */
  benchPct: number;
}

/** Starts measuring; the returned function ends the round and reports it (null without /proc). */
export function measureMachineLoad(): () => MachineLoad | null {
  const start = sample();
  return () => {
    const end = sample();
    if (!start || !end || end.total <= start.total) return null;
    const total = end.total - start.total;
    const ours = Math.max(0, end.ours - start.ours);
    const other = Math.max(0, end.busy - start.busy - ours);
    return { otherPct: (other / total) * 100, benchPct: (ours / total) * 100 };
  };
}
