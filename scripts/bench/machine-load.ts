// How busy the machine was during a benchmark round, from /proc (Linux): the whole machine's CPU
// from /proc/stat, and this benchmark's own share (this Node process and every process it started,
// i.e. the browser) from /proc/<pid>/stat. "Other" = everything else (other users' jobs), as a share
// of all cores, so a noisy round can be seen as noisy. Elsewhere (no /proc) it reports nothing.
//
// The benchmark's processes are sampled every SAMPLE_MS while a round runs, and each one is followed
// by its identity (pid + start time) once it has been seen under this process: Chromium's renderers
// and helpers are children of its zygote, which exits before them when the browser closes, so they
// are re-parented to init and their CPU never reaches this process's "children" counters. Counting
// only this process tree at the end of a round (as an earlier version did) attributed most of the
// browser's CPU to "other" processes (43–46 % on an idle 2-core machine). What a process spends
// between its last sample and its exit is not counted (at most SAMPLE_MS each), so the figure errs
// towards "other".
import fs from 'node:fs';

const SAMPLE_MS = 100;

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
}

function readProc(pid: string): (Proc & { key: string }) | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      // pid + start time: a pid reused by another process is another process.
      key: `${pid}:${fields[19]}`,
    };
  } catch {
    return null;
  }
}

function readCpu(): { total: number; busy: number } | null {
  try {
    const cpu = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0) };
  } catch {
    return null;
  }
}

/**
 * Follows this process's tree across samples and sums the CPU ticks it used. A sample reads the stat
 * of this tree's processes and of processes new since the last sample only, so it stays cheap next
 * to the page under test.
 */
class TreeMeter {
  /** The tree: pid → identity and ticks at the last sample. */
  private ours = new Map<number, { key: string; ticks: number }>();
  /** Pids seen before that are not ours. */
  private others = new Set<number>();
  ticks = 0;

  constructor() {
    this.sample(true);
  }

  sample(first = false) {
    let names: string[];
    try {
      names = fs.readdirSync('/proc');
    } catch {
      return;
    }
    const fresh: Array<Proc & { key: string }> = [];
    const alive = new Set<number>();
    for (const name of names) {
      if (name.charCodeAt(0) > 57) continue; // not a pid
      const pid = Number(name);
      alive.add(pid);
      if (this.others.has(pid)) continue;
      const proc = readProc(name);
      if (!proc) continue;
      const known = this.ours.get(pid);
      if (known && known.key === proc.key) {
        if (!first) this.ticks += proc.ticks - known.ticks;
        known.ticks = proc.ticks;
      } else fresh.push(proc);
    }
    for (const pid of this.ours.keys()) if (!alive.has(pid)) this.ours.delete(pid);
    for (const pid of this.others) if (!alive.has(pid)) this.others.delete(pid);
    // New members: this process, and any new process whose parent is a member (parents first).
    let grew = true;
    while (grew) {
      grew = false;
      for (let i = 0; i < fresh.length; i++) {
        const proc = fresh[i]!;
        if (proc.pid !== process.pid && !this.ours.has(proc.ppid)) continue;
        this.ours.set(proc.pid, { key: proc.key, ticks: proc.ticks });
        // A process born since the last sample spent all of its ticks since then.
        if (!first) this.ticks += proc.ticks;
        fresh.splice(i--, 1);
        grew = true;
      }
    }
    for (const proc of fresh) this.others.add(proc.pid);
  }
}

export interface MachineLoad {
  /** Share of all cores used by other processes during the round, %. */
  otherPct: number;
  /** Share of all cores used by the benchmark (Node + browser), %. */
  benchPct: number;
}

/** Starts measuring; the returned function ends the round and reports it (null without /proc). */
export function measureMachineLoad(): () => MachineLoad | null {
  const start = readCpu();
  if (!start) return () => null;
  const meter = new TreeMeter();
  const timer = setInterval(() => meter.sample(), SAMPLE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    meter.sample();
    const end = readCpu();
    if (!end || end.total <= start.total) return null;
    const total = end.total - start.total;
    const ours = Math.min(meter.ticks, end.busy - start.busy);
    const other = Math.max(0, end.busy - start.busy - ours);
    return { otherPct: (other / total) * 100, benchPct: (ours / total) * 100 };
  };
}
