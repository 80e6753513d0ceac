import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';

export type SchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

type Checking = Pick<UseFormProps, 'mode' | 'reValidateMode' | 'shouldFocusError'>;

/**
 * The one way a form is built (ADR 060): react-hook-form checked by the shared zod schema the server
 * validates with. `checking` says when the schema runs; the storefront and back office each fix theirs.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  checking: Checking,
): SchemaForm<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues, ...checking });
}

/** Storefront forms check on submit only: a message stays until the shopper submits again. */
const ON_SUBMIT: Checking = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false };

/** A storefront form (account, checkout) checked by its shared schema when submitted. */
export function useShopForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>): SchemaForm<Schema> {
  return useSchemaForm(schema, defaultValues, ON_SUBMIT);
}

/** Puts the server's per-field messages (the error envelope's `fields`) on the form's fields. */
export function showServerFieldErrors<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'setError'>, fields: Record<string, string>): void {
  for (const [field, message] of Object.entries(fields)) form.setError(field as Path<Values>, { type: 'server', message });
}
