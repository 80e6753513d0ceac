import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { ImageUploadScreen } from '../../../../shared/media/media-api';
import { useFieldError } from './field';
import { ImageUploadField } from './image-upload-field';

/**
 * ImageUploadField bound to the surrounding resource form by name: the form holds the uploaded
 * image's path (null for none), so the brand and slide schemas stay as they were with the path seam.
 */
export function FormImageField<Values extends FieldValues>({ name, label, screen }: { name: Path<Values>; label: string; screen: ImageUploadScreen }) {
  const { control } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUploadField screen={screen} label={label} value={(field.value as string | null | undefined) ?? null} onChange={(url) => field.onChange(url)} error={error} />
      )}
    />
  );
}
