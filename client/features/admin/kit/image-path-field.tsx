import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from './field';

/**
 * An image as the path the shop serves it from (`/media/…` uploaded, `/images/…` drawn).
 * The seam for uploads: the media work brings client/features/admin/kit/image-upload-field.tsx with
 * this same contract (a form field holding the image's path, null for none), which replaces this
 * text box on the brand, slide and product forms without touching their schemas.
 */
export function ImagePathField<Values extends FieldValues>({ name, label }: { name: Path<Values>; label: string }) {
  return <TextField<Values> name={name} label={label} hint="The image’s path in the shop, e.g. /images/brands/lego.svg. Leave empty for none." nullWhenEmpty />;
}
