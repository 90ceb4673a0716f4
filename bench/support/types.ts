// The contract between bench/run.ts and the benchmark files: what a benchmark gets and what it hands back.
import type { AppServer } from './app-server';

export interface BenchContext {
  /** The repository root (the app to start and measure). */
  root: string;
  /** The built app, started on first use and shared by every benchmark of this run. */
  app(): Promise<AppServer>;
  /** A progress line on stderr; stdout carries only the result tables. */
  log(line: string): void;
}

export interface Budget {
  /** The budget as ARCHITECTURE.md states it, and to what it is applied here. */
  label: string;
  /** Compared against the ratio to the baseline, or against the value itself. */
  on: 'ratio' | 'value';
  op: '>=' | '<=';
  limit: number;
  pass: boolean;
}

export interface Metric {
  name: string;
  unit: string;
  value: number;
  /** What the same run measured to compare against, and that measurement. */
  baseline?: { name: string; value: number };
  /** value ÷ baseline.value */
  ratio?: number;
  budget?: Budget;
}

/** What a benchmark's run() returns; the runner adds name, date and machine. */
export interface BenchOutcome {
  metrics: Metric[];
  /** Anything worth keeping beside the figures: settings, sizes, the URLs measured. */
  details?: Record<string, unknown>;
}

export interface BenchResult extends BenchOutcome {
  name: string;
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    arch: string;
  };
  commit?: string;
}

export interface BenchModule {
  run(ctx: BenchContext): Promise<BenchOutcome>;
}

/** A budget check: `value op limit`. */
export function budget(
  label: string,
  on: Budget['on'],
  op: Budget['op'],
  limit: number,
  measured: number,
): Budget {
  return { label, on, op, limit, pass: op === '>=' ? measured >= limit : measured <= limit };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A metric, its ratio to the baseline computed from unrounded figures, both rounded for the report. */
export function metric(
  name: string,
  unit: string,
  value: number,
  baseline?: { name: string; value: number },
  budgetFor?: (measured: { value: number; ratio?: number }) => Budget,
): Metric {
  const digits = value >= 100 ? 1 : 3;
  const ratio = baseline && baseline.value > 0 ? value / baseline.value : undefined;
  return {
    name,
    unit,
    value: round(value, digits),
    ...(baseline
      ? { baseline: { name: baseline.name, value: round(baseline.value, baseline.value >= 100 ? 1 : 3) } }
      : {}),
    ...(ratio !== undefined ? { ratio: round(ratio, 3) } : {}),
    ...(budgetFor ? { budget: budgetFor({ value, ratio }) } : {}),
  };
}
