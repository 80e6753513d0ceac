import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { WEEKDAYS } from '../../../../shared/admin/store.schema';
import { useFieldError } from '../kit/field';

type DayHours = { day: number; opens: string; closes: string };

/**
 * The week's opening hours, one row per weekday (open with its times, or closed), bound to the form's
 * `openingHours` (the API's shape: only the open days). Errors show on their day, or for the week.
 */
export function StoreHoursField() {
  const id = useId();
  const { setValue, control } = useFormContext<{ openingHours: DayHours[] }>();
  const hours = (useWatch({ control, name: 'openingHours' }) ?? []) as DayHours[];
  const weekError = useFieldError('openingHours');
  const errors = useDayErrors(hours);

  const change = (day: number, next: DayHours | null) => {
    const others = hours.filter((entry) => entry.day !== day);
    const updated = next ? [...others, next].sort((a, b) => a.day - b.day) : others;
    setValue('openingHours', updated, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset className="store-hours" aria-describedby={weekError ? `${id}-error` : undefined}>
      <legend>Opening hours (the store’s own time)</legend>
      {WEEKDAYS.map((name, day) => {
        const entry = hours.find((candidate) => candidate.day === day);
        const index = hours.indexOf(entry as DayHours);
        const error = entry ? errors[index] : undefined;
        return (
          <div className="store-hours__day" key={name} role="group" aria-labelledby={`${id}-${day}`}>
            <span id={`${id}-${day}`} className="store-hours__name">
              {name}
            </span>
            <label className="store-hours__open">
              <input type="checkbox" checked={entry !== undefined} onChange={(event) => change(day, event.target.checked ? { day, opens: '09:00', closes: '17:00' } : null)} /> Open
            </label>
            {entry ? (
              <>
                <label>
                  <span className="visually-hidden">{name} </span>Opens
                  <input type="time" value={entry.opens} onChange={(event) => change(day, { ...entry, opens: event.target.value })} aria-invalid={error ? true : undefined} />
                </label>
                <label>
                  <span className="visually-hidden">{name} </span>Closes
                  <input type="time" value={entry.closes} onChange={(event) => change(day, { ...entry, closes: event.target.value })} aria-invalid={error ? true : undefined} />
                </label>
                {error ? (
                  <p className="field-error" role="alert">
                    {error}
                  </p>
                ) : null}
              </>
            ) : (
              <span className="muted">Closed</span>
            )}
          </div>
        );
      })}
      {weekError ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {weekError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Each open day's first error (opens, then closes), by its place in the array. */
function useDayErrors(hours: readonly DayHours[]): Array<string | undefined> {
  const { formState } = useFormContext<{ openingHours: DayHours[] }>();
  const list = formState.errors.openingHours as unknown as Array<{ opens?: { message?: string }; closes?: { message?: string } } | undefined> | undefined;
  return hours.map((_, index) => list?.[index]?.opens?.message ?? list?.[index]?.closes?.message);
}
