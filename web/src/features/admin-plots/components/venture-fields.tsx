import type { PlotData } from '@core/schemas/plot';
import type { Venture } from '@core/schemas/venture';
import { Controller, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/form-controls';
import { fieldControlClass, FormField } from '@/components/ui/form-field';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import type { PlotFormValues } from '../utils/plot-form-values';

type PlotForm = SchemaForm<PlotFormValues, PlotData>;

/** The ventures as the form has them: the list once read, and whether reading it failed. */
export interface VentureChoices {
  ventures: Venture[] | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * The venture a plot belongs to (or none) and, once one is chosen, the plot's number in it. The
 * select is controlled, so a plot's venture shows even when the list arrives after the form opens.
 * Choosing a venture writes its name into `ventureName`, which every older reader of the plot shows.
 */
export function VentureFields({ id, form, choices }: { id: string; form: PlotForm; choices: VentureChoices }) {
  const { control, setValue } = form.form;
  const ventureId = useWatch({ control, name: 'ventureId' });
  const { ventures, error, retry } = choices;
  const listed = ventures?.some((venture) => venture.id === ventureId) ?? false;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Venture</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="ventureId"
          render={({ field }) => (
            <FormField
              id={`${id}-venture-id`}
              label="Venture"
              error={form.errorOf('ventureId')}
              hint={ventures ? 'A plot of a venture takes its approvals from the venture.' : undefined}
            >
              {(controlProps) => (
                <select
                  {...controlProps}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const chosen = ventures?.find((venture) => venture.id === event.target.value);
                    field.onChange(event.target.value);
                    form.form.clearErrors(['ventureId', 'plotNumber']);
                    if (chosen) setValue('ventureName', chosen.name, { shouldDirty: true });
                  }}
                  className={fieldControlClass(Boolean(form.errorOf('ventureId')))}
                >
                  <option value="">None (a plot on its own)</option>
                  {ventureId && !listed ? <option value={ventureId}>{ventures ? 'A venture no longer listed' : 'Loading ventures…'}</option> : null}
                  {(ventures ?? []).map((venture) => (
                    <option key={venture.id} value={venture.id}>
                      {venture.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
        {ventureId ? (
          <TextField
            form={form}
            name="plotNumber"
            id={`${id}-plot-number`}
            label="Plot number"
            autoComplete="off"
            placeholder="e.g. 27 or A-14"
            hint="Its number on the layout plan; each number once in a venture."
          />
        ) : null}
      </div>
      {error && !ventures ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The ventures could not be loaded.{' '}
          <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
