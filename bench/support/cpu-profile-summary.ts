// A V8 .cpuprofile (node --cpu-prof, or the inspector's Profiler.stop) summarised as text: self time per function and
// per module (an npm package, a file of the project, node's own code, the garbage collector), and the inclusive time
// of the project's functions and of the modules (every sample with it anywhere on its stack, counted once), and each
// sample charged to the project function nearest to it — per order when told how many orders the profile covers.
// Stacks end at an await: what runs after one (a reply's parsing) has no caller of the project above it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const root = pathToFileURL(path.resolve('.')).href + '/';

/** The package of a node_modules file, the project file, or the kind of V8/node frame. */
export function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return url.startsWith(root) ? url.slice(root.length) : url;
}

const label = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${moduleOf(f)}${f.url ? `:${f.lineNumber + 1}` : ''}`;

function top(map: Map<string, number>, n: number, totalMs: number, per: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([name, ms]) =>
        `${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${(ms / per).toFixed(3).padStart(7)} ms  ${name}`,
    );
}

export function summariseProfile(profile: CpuProfile, opts: { orders?: number; rows?: number } = {}): string {
  const per = opts.orders ?? 1;
  const rows = opts.rows ?? 40;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const modules = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const modulesOnStack = new Map<string, number>();
  const nearest = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      return;
    }
    total += ms;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + ms);
    const mod = moduleOf(node.callFrame);
    modules.set(mod, (modules.get(mod) ?? 0) + ms);
    const seen = new Set<string>();
    const seenModules = new Set<string>();
    let attributed = false;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const owner = moduleOf(frame);
      if (frame.url && !seenModules.has(owner)) {
        seenModules.add(owner);
        modulesOnStack.set(owner, (modulesOnStack.get(owner) ?? 0) + ms);
      }
      if (!frame.url.startsWith(root) || frame.url.includes('/node_modules/')) continue;
      const name = label(frame);
      if (!attributed) {
        attributed = true;
        nearest.set(name, (nearest.get(name) ?? 0) + ms);
      }
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const heading = `busy ${total.toFixed(0)} ms (${(total / per).toFixed(2)} ms per order), idle ${idle.toFixed(0)} ms`;
  return [
    heading,
    '',
    'self time by module:',
    ...top(modules, rows, total, per),
    '',
    'self time by function:',
    ...top(self, rows, total, per),
    '',
    "inclusive time of the project's functions:",
    ...top(inclusive, rows, total, per),
    '',
    'time by the project function nearest to the sample (what the libraries under it did, charged to it):',
    ...top(nearest, rows, total, per),
    '',
    'inclusive time by module (the module anywhere on the stack):',
    ...top(modulesOnStack, rows, total, per),
  ].join('\n');
}

// As a command: summarise a .cpuprofile file (`node --import tsx bench/support/cpu-profile-summary.ts f [orders]`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { readFileSync } = await import('node:fs');
  const [file, orders] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file!, 'utf8')) as CpuProfile;
  console.log(summariseProfile(profile, { orders: orders ? Number(orders) : undefined }));
}
