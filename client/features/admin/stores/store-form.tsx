import { useId, type ReactNode } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { storeInputSchema, type AdminStore, type StoreInput } from '../../../../shared/admin/store.schema';
import { storeTimeZone } from '../../../../shared/stores/store-time-zone';
import { COUNTRIES } from '../../../../shared/money';
import { CheckboxField, FieldFrame, TextField, describedBy, useFieldError } from '../kit/field';
import { NameSlugFields } from '../kit/name-slug-fields';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { StoreHoursField } from './store-hours-field';
import './stores.css';

export type StoreFormValues = z.input<typeof storeInputSchema>;
type StoreFormApi = UseFormReturn<StoreFormValues, unknown, StoreInput>;

/** The store form's state, empty or from the store being edited (a store without a zone gets the suggested one). */
export function useStoreForm(initial?: AdminStore): StoreFormApi {
  return useResourceForm(storeInputSchema, {
    name: initial?.name ?? '',
    slug: initial?.slug ?? '',
    country: initial?.country ?? 'US',
    addressLine1: initial?.addressLine1 ?? '',
    addressLine2: initial?.addressLine2 ?? null,
    city: initial?.city ?? '',
    region: initial?.region ?? null,
    postalCode: initial?.postalCode ?? '',
    phone: initial?.phone ?? null,
    email: initial?.email ?? null,
    timeZone: initial ? storeTimeZone(initial) : '',
    openingHours: initial?.openingHours ?? [],
    latitude: initial?.latitude ?? (undefined as unknown as number),
    longitude: initial?.longitude ?? (undefined as unknown as number),
    pickupEnabled: initial?.pickupEnabled ?? true,
    isActive: initial?.isActive ?? true,
  });
}

/** A number box bound to the form (sent as a number; empty is "not a number", which the schema names). */
function NumberField({ name, label, hint }: { name: 'latitude' | 'longitude'; label: string; hint?: string }) {
  const { register } = useFormContext<StoreFormValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} type="number" step="any" inputMode="decimal" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...register(name, { valueAsNumber: true })} />
    </FieldFrame>
  );
}

function CountryField() {
  const { register } = useFormContext<StoreFormValues>();
  const id = useId();
  const error = useFieldError('country');
  return (
    <FieldFrame id={id} label="Country" error={error}>
      <select id={id} aria-invalid={error ? true : undefined} {...register('country')}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function TimeZoneField() {
  const { register } = useFormContext<StoreFormValues>();
  const id = useId();
  const error = useFieldError('timeZone');
  const hint = 'The IANA name of the store’s clock, e.g. America/Chicago or Europe/London.';
  return (
    <FieldFrame id={id} label="Time zone" hint={hint} error={error}>
      <input id={id} list={`${id}-zones`} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...register('timeZone')} />
      <datalist id={`${id}-zones`}>
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </FieldFrame>
  );
}

/** A store's fields: name, slug, address, contact, time zone, hours, coordinates, pickup, active. */
export function StoreForm(props: { form: StoreFormApi; onSave: (values: StoreInput) => Promise<unknown>; submitLabel: string; onReload?: () => void; extraActions?: ReactNode }) {
  return (
    <ResourceForm {...props}>
      <NameSlugFields<StoreFormValues> slugHint="Lower-case letters, digits and hyphens." />
      <CountryField />
      <TextField<StoreFormValues> name="addressLine1" label="Street address" autoComplete="off" />
      <TextField<StoreFormValues> name="addressLine2" label="Address line 2 (optional)" nullWhenEmpty />
      <TextField<StoreFormValues> name="city" label="City" />
      <TextField<StoreFormValues> name="region" label="State or region (optional)" nullWhenEmpty />
      <TextField<StoreFormValues> name="postalCode" label="ZIP code or postcode" />
      <TextField<StoreFormValues> name="phone" label="Phone (optional)" nullWhenEmpty />
      <TextField<StoreFormValues> name="email" label="Email (optional)" nullWhenEmpty />
      <TimeZoneField />
      <StoreHoursField />
      <NumberField name="latitude" label="Latitude" hint="Between -90 and 90, e.g. 51.5128" />
      <NumberField name="longitude" label="Longitude" hint="Between -180 and 180, e.g. -0.1249" />
      <CheckboxField<StoreFormValues> name="pickupEnabled" label="Pickup offered at this store" />
      <CheckboxField<StoreFormValues> name="isActive" label="Active (shown to shoppers)" />
    </ResourceForm>
  );
}
