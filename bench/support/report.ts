// The result of one benchmark as a table on stdout and as bench/results/<name>.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult, Metric } from './types';

export function machine(): BenchResult['machine'] {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    platform: os.platform(),
    arch: os.arch(),
  };
}

/** The commit measured, with "+dirty" when the work tree has changes; undefined outside a git checkout. */
export function commit(root: string): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return undefined;
  }
}

export function writeResult(dir: string, result: BenchResult): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

const number = (value: number | undefined) =>
  value === undefined
    ? ''
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 10
        ? value.toFixed(1)
        : value.toFixed(2);

export function formatTable(result: BenchResult): string {
  const labels: string[] = [];
  const rows = result.metrics.map((m: Metric) => {
    let budgetCell = '';
    let verdict = '';
    if (m.budget) {
      if (!labels.includes(m.budget.label)) labels.push(m.budget.label);
      budgetCell = `[${labels.indexOf(m.budget.label) + 1}] ${m.budget.on === 'ratio' ? 'ratio ' : ''}${m.budget.op === '>=' ? '≥' : '≤'} ${m.budget.limit}`;
      verdict = m.budget.pass ? 'pass' : 'FAIL';
    }
    return [
      m.name,
      number(m.value),
      m.unit,
      m.baseline?.name ?? '',
      number(m.baseline?.value),
      m.ratio?.toFixed(2) ?? '',
      budgetCell,
      verdict,
    ];
  });
  const head = ['metric', 'value', 'unit', 'baseline', 'baseline value', 'ratio', 'budget', 'result'];
  const numeric = new Set([1, 4, 5]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const { machine: m } = result;
  return [
    `${result.name} — ${result.date} — ${m.cpus} CPUs (${m.cpuModel}), Node ${m.node}${result.commit ? `, commit ${result.commit}` : ''}`,
    line(head),
    line(widths.map((w) => '─'.repeat(w))),
    ...rows.map(line),
    ...labels.map((label, i) => `[${i + 1}] ${label}`),
    'Budgets are reported, not enforced.',
  ].join('\n');
}
