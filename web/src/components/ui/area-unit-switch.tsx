import { areaUnitWords } from '@/i18n/formats';
import { AREA_UNITS } from '@core/constants';
import { useId } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAreaUnit } from '@/lib/use-area-unit';

/** Radio buttons for the area unit (sq.yd, sq.ft, cents, acres); the choice is remembered and applies to every plot shown. */
export function AreaUnitSwitch({ className = '' }: { className?: string }) {
  const [unit, setUnit] = useAreaUnit();
  const name = useId();
  const language = useLanguage();
  const t = useT('parts').areaUnit;
  return (
    <fieldset className={`flex flex-wrap items-center gap-2 ${className}`}>
      <legend className="sr-only">{t.legend}</legend>
      <span aria-hidden="true" className="text-sm text-slate-600">
        {t.label}
      </span>
      <div className="inline-flex rounded-lg bg-slate-100 p-1">
        {AREA_UNITS.map((option) => (
          <label
            key={option}
            className="relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={unit === option}
              onChange={() => setUnit(option)}
              className="sr-only"
            />
            <span title={areaUnitWords(language)[option].long}>{areaUnitWords(language)[option].short}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
