import type { ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

/**
 * A storefront form: its fields reach the form through context, the browser's own checks are off
 * (the shared schema's messages are the ones shown), and `onValid` runs only with checked values.
 */
export function ShopForm<Values extends FieldValues, Output extends FieldValues>({
  form,
  onValid,
  onAttempt,
  className = 'auth-form',
  labelledBy,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** Runs on every submit, before the check (clears what the last attempt said outside the fields). */
  onAttempt?: () => void;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        className={className}
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          onAttempt?.();
          void form.handleSubmit(onValid)(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's submit button: disabled, with its busy label, while the submit is under way. */
export function SubmitButton({ label, busyLabel, className = 'button' }: { label: string; busyLabel: string; className?: string }) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className} disabled={isSubmitting}>
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
