import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import { MAX_PRODUCT_IMAGES, productFormSchema, type AdminProduct, type ProductInput } from '../../../../shared/admin/product.schema';
import { CheckboxField, TextField } from '../kit/field';
import { ImageListField } from '../kit/image-list-field';
import { MoneyField } from '../kit/money-input';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { PricePreview } from './price-preview';
import { hasZeroPrice, productPayload } from './product-payload';
import { RecordSelectField, ReleaseDateField } from './product-fields';
import type { RecordOption } from './record-options';
import { VariantRows } from './variant-rows';

export type ProductFormValues = z.input<typeof productFormSchema>;
type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductInput>;

/** The product form's state, empty or from the product being edited (its sizes with their ids). */
export function useProductForm(initial?: AdminProduct): ProductFormApi {
  // The shared schema, except that a price of 0 is asked about on save (confirmSave), not refused while typing.
  return useResourceForm(productFormSchema, {
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    categoryId: initial?.categoryId ?? null,
    brandId: initial?.brandId ?? null,
    price: initial?.price,
    priceUk: initial?.priceUk ?? null,
    releaseDate: initial?.releaseDate ?? null,
    isFeatured: initial?.isFeatured ?? false,
    images: initial?.images ?? [],
    variants: (initial?.variants ?? []).map(({ id, name, price, priceUk, priceAdjustment, imageUrl }) => ({ id, name, price, priceUk, priceAdjustment, imageUrl })),
  });
}

/** Every field of a product (SPEC §3) and its sizes, with the live price preview beside the prices. */
export function ProductForm(props: {
  form: ProductFormApi;
  onSave: (values: ProductInput) => Promise<unknown>;
  submitLabel: string;
  onReload?: () => void;
  extraActions?: ReactNode;
  categories: RecordOption[];
  brands: RecordOption[];
}) {
  const { form, onSave, categories, brands, ...rest } = props;
  return (
    <ResourceForm {...rest} form={form} onSave={(values) => onSave(productPayload(values))} confirmSave={(values) => (hasZeroPrice(values) ? ADMIN_TEXTS.zeroPriceConfirm : null)}>
      <TextField<ProductFormValues> name="name" label="Name" />
      <TextField<ProductFormValues> name="description" label="Description" multiline />
      <RecordSelectField<ProductFormValues> name="categoryId" label="Category" options={categories} noneLabel="No category" />
      <RecordSelectField<ProductFormValues> name="brandId" label="Brand" options={brands} noneLabel="No brand" />
      <MoneyField<ProductFormValues> name="price" label="US price" currency="USD" hint="Also the price in any country without its own." />
      <MoneyField<ProductFormValues> name="priceUk" label="UK price" currency="GBP" hint="Empty: the US amount applies in the UK." />
      <ReleaseDateField<ProductFormValues> name="releaseDate" label="Launch date and time" hint="In your time zone. Empty: on sale now." />
      <CheckboxField<ProductFormValues> name="isFeatured" label="Featured (shown on the home page)" />
      <Controller
        control={form.control}
        name="images"
        render={({ field, fieldState }) => (
          <ImageListField screen="products" label="Pictures (the first is the main one)" value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} max={MAX_PRODUCT_IMAGES} />
        )}
      />
      <VariantRows />
      <PricePreview />
    </ResourceForm>
  );
}
