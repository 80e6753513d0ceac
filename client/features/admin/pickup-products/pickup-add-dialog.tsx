import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod';
import { pickupProductAddSchema, type PickupCatalogueOption, type PickupStoreOption } from '../../../../shared/admin/pickup-product.schema';
import { checkWith } from '../../../lib/form/use-schema-form';
import { showToast } from '../../../lib/toast/toast-store';
import { useAddPickupProduct, usePickupCatalogue } from '../api/use-pickup-products';
import { FormDialog, useActionForm } from '../kit/form-dialog';
import { pickupRowName } from './pickup-texts';

/** The dialog's fields as typed (the search box above them only finds products: it is not part of the form). */
const addFieldsSchema = z.object({ productId: z.string(), variantId: z.string(), stock: z.string(), reason: z.string() });

/**
 * What the add dialog sends: its fields read as the shared schema's input and checked by it (the
 * server's rules), then a size chosen when the product, as the search found it, has sizes.
 */
function addSchema(storeId: string, found: readonly PickupCatalogueOption[]) {
  return addFieldsSchema.transform((fields, context) => {
    const input = checkWith(pickupProductAddSchema, {
      storeId,
      productId: fields.productId,
      variantId: fields.variantId === '' ? null : fields.variantId,
      stock: fields.stock.trim() === '' ? Number.NaN : Number(fields.stock),
      reason: fields.reason,
    }, context);
    if (!input) return z.NEVER;
    const product = found.find((candidate) => candidate.id === input.productId);
    if (product && product.sizes.length > 0 && input.variantId === null) {
      context.addIssue({ code: 'custom', path: ['variantId'], message: 'Choose a size' });
      return z.NEVER;
    }
    return input;
  });
}

/** Offer a product (and size) for pickup at the chosen store, with its first count and a reason. */
export function PickupAddDialog({ store, onClose }: { store: PickupStoreOption; onClose: () => void }) {
  const id = useId();
  const add = useAddPickupProduct();
  const [search, setSearch] = useState('');
  const catalogue = usePickupCatalogue(search.trim());
  const products = catalogue.data ?? [];
  const form = useActionForm(addSchema(store.id, products), { productId: '', variantId: '', stock: '0', reason: '' });
  // Held by the select itself (its options change as the search finds other products).
  const {
    field: { ref, onChange, onBlur, value: productId },
  } = useController({ control: form.control, name: 'productId' });
  const product = products.find((candidate) => candidate.id === productId);
  const errors = form.formState.errors;
  const fieldError = (field: 'productId' | 'variantId' | 'stock' | 'reason') =>
    errors[field]?.message ? (
      <p className="field-error" id={`${id}-${field}-error`} role="alert">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <FormDialog
      form={form}
      title={`Add a product for pickup at ${store.name}`}
      submitLabel="Add product"
      formClassName="stock-dialog"
      onSave={async (input) => {
        const row = await add.mutateAsync(input);
        showToast({ title: 'Added for pickup', description: `${pickupRowName(row)}: ${row.stock} at ${row.storeName}.` });
        onClose();
      }}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a product</label>
        <input id={`${id}-search`} type="search" maxLength={100} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-product`}>Product</label>
        <select
          id={`${id}-product`}
          ref={ref}
          name="productId"
          value={productId}
          onChange={(event) => {
            onChange(event.target.value);
            form.setValue('variantId', '');
          }}
          onBlur={onBlur}
          aria-invalid={errors.productId ? true : undefined}
        >
          <option value="">{catalogue.isFetching ? 'Loading…' : `Choose (${products.length} found)`}</option>
          {productId && !product ? <option value={productId}>(chosen product)</option> : null}
          {products.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        {fieldError('productId')}
      </div>
      {product && product.sizes.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} aria-invalid={errors.variantId ? true : undefined} {...form.register('variantId')}>
            <option value="">Choose a size</option>
            {product.sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.name}
              </option>
            ))}
          </select>
          {fieldError('variantId')}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-stock`}>Stock at this store</label>
        <input id={`${id}-stock`} type="number" inputMode="numeric" min={0} step={1} aria-invalid={errors.stock ? true : undefined} {...form.register('stock')} />
        {fieldError('stock')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea id={`${id}-reason`} rows={2} maxLength={500} aria-invalid={errors.reason ? true : undefined} {...form.register('reason')} />
        {fieldError('reason')}
      </div>
    </FormDialog>
  );
}
