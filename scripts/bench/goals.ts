/**
 * The figures that have a goal (issue 26's and the earlier issues'), gathered as the benches run and printed in one
 * table at the end of `npm run bench`, each with its goal and whether it was met. A bench records a figure where it
 * measures it and still prints its own detail; this table is the summary a note quotes.
 */
import { readFileSync } from 'node:fs';

export type Figure = {
  bench: string;
  name: string;
  value: number;
  unit: string;
  goal: number;
  /** Whether a figure under the goal (latency, memory) or over it (throughput, scores) meets it. */
  better: 'lower' | 'higher';
};

const figures: Figure[] = [];

export const isMet = ({ value, goal, better }: Figure) =>
  Number.isFinite(value) && (better === 'lower' ? value <= goal : value >= goal);

export function recordFigure(figure: Figure): void {
  figures.push(figure);
}

const shown = (value: number, unit: string) =>
  `${Number.isFinite(value) ? (Math.abs(value) < 10 ? value.toFixed(2) : value.toFixed(0)) : 'n/a'} ${unit}`.trim();

/** The table, or nothing when the benches run recorded no figure with a goal. */
export function printGoals(): void {
  if (!figures.length) return;
  let load = '';
  try {
    // Linux only; elsewhere the table goes without it.
    load = ` (load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`;
  } catch {
    // No /proc: no load figure.
  }
  const met = figures.filter(isMet).length;
  console.log(`\nGoals: ${met} of ${figures.length} met${load}`);
  const width = Math.max(...figures.map((figure) => `${figure.bench}: ${figure.name}`.length));
  for (const figure of figures) {
    const goal = `${figure.better === 'lower' ? '≤' : '≥'} ${shown(figure.goal, figure.unit)}`;
    console.log(
      `  ${`${figure.bench}: ${figure.name}`.padEnd(width)}  ${shown(figure.value, figure.unit).padStart(12)}  ` +
        `goal ${goal.padEnd(14)} ${isMet(figure) ? 'met' : 'MISSED'}`,
    );
  }
}
