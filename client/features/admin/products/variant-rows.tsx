import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_VARIANTS } from '../../../../shared/admin/product.schema';
import { TextField, useFieldError } from '../kit/field';
import { ImageUploadField } from '../kit/image-upload-field';
import { MoneyField } from '../kit/money-input';
import type { ProductFormValues } from './product-form';
import { AdjustmentField } from './product-fields';

export const NEW_VARIANT = { name: '', price: null, priceUk: null, priceAdjustment: 0, imageUrl: null } as const;

/**
 * The product's sizes, one fieldset each: a name, its own US and UK prices or, when those are empty,
 * an adjustment to the product's price (DECISIONS.md "Variant price"), and a picture. Sizes are added
 * and removed here; the server adds, keeps or removes them on save by their ids.
 */
export function VariantRows() {
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const listError = useFieldError('variants');
  return (
    <fieldset className="variant-rows" data-testid="variant-rows">
      <legend>Sizes</legend>
      {fields.length === 0 ? <p className="muted">No sizes: the product is sold as it is.</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="variant-row" data-testid={`variant-${index}`}>
          <legend>Size {index + 1}</legend>
          <TextField<ProductFormValues> name={`variants.${index}.name`} label={`Size ${index + 1} name`} />
          <MoneyField<ProductFormValues> name={`variants.${index}.price`} label={`Size ${index + 1} own US price`} currency="USD" hint="Empty: the product’s US price plus the adjustment." />
          <MoneyField<ProductFormValues> name={`variants.${index}.priceUk`} label={`Size ${index + 1} own UK price`} currency="GBP" hint="Empty: the product’s UK price plus the adjustment." />
          <AdjustmentField<ProductFormValues>
            name={`variants.${index}.priceAdjustment`}
            label={`Size ${index + 1} price adjustment`}
            hint="Added to the product’s price where the size has no own price; may be negative (-2.50)."
          />
          <Controller
            control={control}
            name={`variants.${index}.imageUrl`}
            render={({ field: image, fieldState }) => (
              <ImageUploadField screen="products" label={`Size ${index + 1} picture`} value={image.value ?? null} onChange={image.onChange} error={fieldState.error?.message} />
            )}
          />
          <VariantRowError index={index} />
          <button type="button" className="small-button small-button--danger" onClick={() => remove(index)}>
            Remove size {index + 1}
          </button>
        </fieldset>
      ))}
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      {fields.length < MAX_VARIANTS ? (
        <button type="button" className="small-button" onClick={() => append({ ...NEW_VARIANT })}>
          Add a size
        </button>
      ) : null}
    </fieldset>
  );
}

/** The server's word about the size itself (`variants.1.id`: removed by someone else meanwhile), which no input shows. */
function VariantRowError({ index }: { index: number }) {
  const error = useFieldError(`variants.${index}.id`);
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
