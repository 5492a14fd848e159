import { emi, emiInputProblems, EMI_LIMITS } from '@core/emi';
import { formatRupees } from '@core/price';
import { useId, useState } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-language';
import { emiProblemText } from '../../utils/emi-problem-text';

const DEFAULTS = { loanPercent: '80', annualRatePercent: '8.5', years: '20' };
type Field = keyof typeof DEFAULTS;

/** A typed number: blank or not a number is NaN, which the checks name ('Enter the …'). */
function parse(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const FIELDS: { name: Field; step: string }[] = [
  { name: 'loanPercent', step: '5' },
  { name: 'annualRatePercent', step: '0.05' },
  { name: 'years', step: '1' },
];

/** 'EMI calculator': loan share, interest and tenure → the monthly instalment (reducing balance), with the loan, down payment and totals. */
export function EmiCalculator({ price }: { price: number }) {
  const [values, setValues] = useState(DEFAULTS);
  const id = useId();
  const numbers = { loanPercent: parse(values.loanPercent), annualRatePercent: parse(values.annualRatePercent), years: parse(values.years) };
  const problems = emiInputProblems(numbers);
  const result = emi({ price, ...numbers });
  const t = useT('plotPage').emi;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="emi-calculator">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro(formatRupees(price))}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const words = t.fields[field.name];
          const problem = problems[field.name];
          const error = problem ? emiProblemText(t.fields, field.name, problem) : undefined;
          const { min, max } = EMI_LIMITS[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {words.label} <span className="font-normal text-slate-500">({words.suffix})</span>
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="decimal"
                min={min}
                max={max}
                step={field.step}
                value={values[field.name]}
                onChange={(event) => setValues((before) => ({ ...before, [field.name]: event.target.value }))}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={fieldControlClass(Boolean(error), 'tabular-nums')}
              />
              {error ? (
                <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-5 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100" data-testid="emi-result">
        {result ? (
          <>
            <p className="text-sm text-slate-700">
              {t.monthly}
              <span className="mt-0.5 block text-3xl font-bold text-brand-800 tabular-nums" data-testid="emi-amount">
                {formatRupees(result.emi)}
              </span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {[
                [t.loanAmount, result.principal],
                [t.downPayment, result.downPayment],
                [t.totalInterest, result.totalInterest],
                [t.totalPayable, result.totalPayable],
              ].map(([label, rupees]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(Number(rupees))}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-500">{t.months(result.months)}</p>
          </>
        ) : (
          <p className="text-sm text-slate-700">{t.correct}</p>
        )}
      </div>
    </section>
  );
}
