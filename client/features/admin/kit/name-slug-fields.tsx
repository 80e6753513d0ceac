import { useRef } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { slugFromName } from '../../../../shared/admin/slug';
import { TextField } from './field';

/**
 * A name and its slug. The slug follows the name (shared slugFromName) until staff type in it
 * themselves; from then on it is theirs. Uniqueness is the server's to tell: its refusal lands on the slug.
 */
export function NameSlugFields<Values extends FieldValues>({ slugHint, nameField = 'name', nameLabel = 'Name' }: { slugHint: string; nameField?: string; nameLabel?: string }) {
  const { getValues, setValue, formState } = useFormContext<Values>();
  const name = nameField as Path<Values>;
  const slug = 'slug' as Path<Values>;
  // An existing record whose slug is not its name's was set by hand.
  const slugIsOwn = useRef(getValues(slug) !== '' && getValues(slug) !== slugFromName(String(getValues(name) ?? '')));
  return (
    <>
      <TextField<Values>
        name={name}
        label={nameLabel}
        onValueChange={(typed) => {
          if (!slugIsOwn.current) setValue(slug, slugFromName(typed) as PathValue<Values, Path<Values>>, { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField<Values> name={slug} label="Slug" hint={slugHint} onValueChange={() => (slugIsOwn.current = true)} />
    </>
  );
}
