import type { EmiField, EmiInputProblem } from '@core/emi';
import type { Dictionaries } from '@/i18n/namespaces';

type EmiWords = Dictionaries['plotPage']['emi']['fields'];

/** What is wrong with an EMI input (core/emi.ts), in the page's words: 'Enter the interest rate'. */
export function emiProblemText(words: EmiWords, field: EmiField, problem: EmiInputProblem): string {
  const said = words[field];
  if (problem.kind === 'missing') return said.missing;
  if (problem.kind === 'outOfRange') return said.outOfRange(problem.min, problem.max);
  // Only the tenure must be whole (core/emi.ts).
  return 'notWhole' in said ? said.notWhole : said.missing;
}
