import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';

export type SchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

export type Checking = Pick<UseFormProps, 'mode' | 'reValidateMode' | 'shouldFocusError'>;

/**
 * The one way a form is built (ADR 060, ADR 094): react-hook-form checked by the shared zod schema the
 * server validates with. `checking` says when the schema runs: one of the named checkings below.
 * Nothing else in client/ may call react-hook-form's useForm or a resolver (eslint.config.js).
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  checking: Checking,
): SchemaForm<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues, ...checking });
}

/**
 * Checked when submitted: a message stays until the next submit and focus is not moved. The storefront's
 * forms, and the back office's actions (a dialog, a note), which said nothing until staff pressed the button.
 */
export const CHECK_ON_SUBMIT: Checking = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false };

/**
 * Checked as each field is left, then as it changes: the back office's record forms (useResourceForm),
 * and the public forms that always checked so (careers application, contact, partnership, chat hand-off).
 */
export const CHECK_ON_LEAVE: Checking = { mode: 'onTouched' };

/** A storefront form (account, checkout) checked by its shared schema when submitted. */
export function useShopForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>): SchemaForm<Schema> {
  return useSchemaForm(schema, defaultValues, CHECK_ON_SUBMIT);
}

/**
 * A form that is never submitted (checkout and pickup checkout: the payment buttons pay). Its values are
 * read as they change (useWatch) and checked by the shared rules of the payment (`checkShippingCountry`,
 * `pickupContactProblem`); a payment's missing detail goes on its field with `setError`. Render it in a
 * `LiveForm`.
 */
export function useLiveForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>): UseFormReturn<Values> {
  return useForm<Values>({ defaultValues });
}

/** Puts the server's per-field messages (the error envelope's `fields`) on the form's fields. */
export function showServerFieldErrors<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'setError'>, fields: Record<string, string>): void {
  for (const [field, message] of Object.entries(fields)) form.setError(field as Path<Values>, { type: 'server', message });
}

type FieldOf = (path: PropertyKey[]) => PropertyKey[];

/**
 * Inside a form schema's `transform`: what a shared schema (where the rule lives once, ADR 063) made of
 * the form's fields. Its output is the answer; when it refused, its messages go on the form's fields
 * (`fieldOf` names the field for an issue's path; the same path by default) and the answer is
 * undefined: the transform then answers z.NEVER and the form is not sent.
 */
export function carryIssues<Output>(result: z.ZodSafeParseResult<Output>, context: z.core.$RefinementCtx, fieldOf: FieldOf = (path) => path): Output | undefined {
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: fieldOf(issue.path) });
  return undefined;
}

/** `carryIssues` of `schema.safeParse(value)`: the shared schema's check of what the form's fields make. */
export function checkWith<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>, context: z.core.$RefinementCtx, fieldOf?: FieldOf): z.output<Schema> | undefined {
  return carryIssues(schema.safeParse(value), context, fieldOf);
}
