/** One line of the bench's output and whether it met its budget (undefined: a figure without a budget). */
export interface BenchLine {
  text: string;
  ok?: boolean;
}

export function line(text: string, ok?: boolean): BenchLine {
  return ok === undefined ? { text } : { text, ok };
}

export function print(lines: readonly BenchLine[]): boolean {
  let failed = false;
  for (const { text, ok } of lines) {
    console.log(ok === undefined ? text : `${text} ${ok ? 'OK' : 'OVER BUDGET'}`);
    if (ok === false) failed = true;
  }
  return !failed;
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
