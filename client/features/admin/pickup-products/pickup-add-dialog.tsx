import { useId, useState } from 'react';
import { pickupProductAddSchema, type PickupStoreOption } from '../../../../shared/admin/pickup-product.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { useAddPickupProduct, usePickupCatalogue } from '../api/use-pickup-products';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { pickupRowName } from './pickup-texts';

type Field = 'productId' | 'variantId' | 'stock' | 'reason' | 'form';

/** Offer a product (and size) for pickup at the chosen store, with its first count and a reason. */
export function PickupAddDialog({ store, onClose }: { store: PickupStoreOption; onClose: () => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState('');
  const [stock, setStock] = useState('0');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const catalogue = usePickupCatalogue(search.trim());
  const add = useAddPickupProduct();
  const products = catalogue.data ?? [];
  const product = products.find((candidate) => candidate.id === productId);

  const save = () => {
    const parsed = pickupProductAddSchema.safeParse({
      storeId: store.id,
      productId,
      variantId: variantId === '' ? null : variantId,
      stock: stock.trim() === '' ? Number.NaN : Number(stock),
      reason,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[(String(issue.path[0]) as Field) ?? 'form'] ??= issue.message;
      setErrors(found);
      return;
    }
    if (product && product.sizes.length > 0 && variantId === '') {
      setErrors({ variantId: 'Choose a size' });
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (row) => {
        showToast({ title: 'Added for pickup', description: `${pickupRowName(row)}: ${row.stock} at ${row.storeName}.` });
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof AdminApiError && Object.keys(failure.fields).length > 0) setErrors(failure.fields as Partial<Record<Field, string>>);
        else setErrors({ form: errorText(failure) ?? undefined });
      },
    });
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <ConfirmDialog open title={`Add a product for pickup at ${store.name}`} confirmLabel="Add product" busy={add.isPending} onConfirm={save} onCancel={onClose}>
      <form
        className="stock-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-search`}>Find a product</label>
          <input id={`${id}-search`} type="search" maxLength={100} value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-product`}>Product</label>
          <select
            id={`${id}-product`}
            value={productId}
            onChange={(event) => {
              setProductId(event.target.value);
              setVariantId('');
            }}
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
            <select id={`${id}-size`} value={variantId} onChange={(event) => setVariantId(event.target.value)} aria-invalid={errors.variantId ? true : undefined}>
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
          <input id={`${id}-stock`} type="number" inputMode="numeric" min={0} step={1} value={stock} onChange={(event) => setStock(event.target.value)} aria-invalid={errors.stock ? true : undefined} />
          {fieldError('stock')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={errors.reason ? true : undefined} />
          {fieldError('reason')}
        </div>
        {errors.form ? (
          <p className="form-alert" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
