import type { ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

interface FormElementProps {
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The form's name when no heading names it. */
  label?: string;
  testId?: string;
}

type FormProps<Values extends FieldValues, Output extends FieldValues> = FormElementProps & {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** Runs on every submit, before the check (clears what the last attempt said outside the fields). */
  onAttempt?: () => void;
  children: ReactNode;
};

/**
 * The one `<form>` of a form built on the kit (ADR 094): its fields reach the form through context, the
 * browser's own checks are off (the shared schema's messages are the ones shown), and `onValid` runs
 * only with checked values. eslint refuses a `<form>` element in client/ outside the kit (this file and the
 * back office's ResourceForm and FormDialog).
 */
export function Form<Values extends FieldValues, Output extends FieldValues>({
  form,
  onValid,
  onAttempt,
  className,
  labelledBy,
  label,
  testId,
  children,
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form
        className={className}
        noValidate
        aria-labelledby={labelledBy}
        aria-label={label}
        data-testid={testId}
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

/** A storefront form (ADR 060): a `Form` with the account forms' look unless told otherwise. */
export function ShopForm<Values extends FieldValues, Output extends FieldValues>({ className = 'auth-form', ...props }: FormProps<Values, Output>) {
  return <Form className={className} {...props} />;
}

/**
 * The `<form>` of a form that is never submitted (useLiveForm: checkout, pickup checkout). Enter in a
 * field does not send anything: the payment buttons pay.
 */
export function LiveForm<Values extends FieldValues>({ form, children, ...element }: FormElementProps & { form: UseFormReturn<Values>; children: ReactNode }) {
  return (
    <FormProvider {...form}>
      <form
        className={element.className}
        noValidate
        aria-labelledby={element.labelledBy}
        aria-label={element.label}
        data-testid={element.testId}
        onSubmit={(event) => event.preventDefault()}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's submit button: disabled (with its busy label, when it has one) while the submit is under way. */
export function SubmitButton({ label, busyLabel = label, className = 'button', disabled = false }: { label: string; busyLabel?: string; className?: string; disabled?: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className} disabled={isSubmitting || disabled}>
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
