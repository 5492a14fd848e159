import { emi, emiInputErrors, EMI_LIMITS, formatInr } from '@core/emi';
import { useId, useState } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';

const DEFAULTS = { loanPercent: '80', annualRatePercent: '8.5', years: '20' };
type Field = keyof typeof DEFAULTS;

/** A typed number: blank or not a number is NaN, which the checks name ('Enter the …'). */
function parse(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const FIELDS: { name: Field; label: string; suffix: string; step: string }[] = [
  { name: 'loanPercent', label: 'Loan share', suffix: '% of price', step: '5' },
  { name: 'annualRatePercent', label: 'Interest rate', suffix: '% a year', step: '0.05' },
  { name: 'years', label: 'Tenure', suffix: 'years', step: '1' },
];

/** 'EMI calculator': loan share, interest and tenure → the monthly instalment (reducing balance), with the loan, down payment and totals. */
export function EmiCalculator({ price }: { price: number }) {
  const [values, setValues] = useState(DEFAULTS);
  const id = useId();
  const numbers = { loanPercent: parse(values.loanPercent), annualRatePercent: parse(values.annualRatePercent), years: parse(values.years) };
  const errors = emiInputErrors(numbers);
  const result = emi({ price, ...numbers });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="emi-calculator">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        EMI calculator
      </h2>
      <p className="mt-1 text-sm text-slate-600">An estimate of a home-loan instalment on the total price of {formatInr(price)}. Banks decide the final terms.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = errors[field.name];
          const { min, max } = EMI_LIMITS[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {field.label} <span className="font-normal text-slate-500">({field.suffix})</span>
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
              Monthly EMI
              <span className="mt-0.5 block text-3xl font-bold text-brand-800 tabular-nums" data-testid="emi-amount">
                {formatInr(result.emi)}
              </span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {[
                ['Loan amount', result.principal],
                ['Down payment', result.downPayment],
                ['Total interest', result.totalInterest],
                ['Total payable', result.totalPayable],
              ].map(([label, rupees]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{formatInr(Number(rupees))}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-500">Over {result.months} monthly instalments.</p>
          </>
        ) : (
          <p className="text-sm text-slate-700">Correct the values above to see the EMI.</p>
        )}
      </div>
    </section>
  );
}
