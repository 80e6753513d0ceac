import { useCallback, useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PROFILE_PAGE, ACCOUNT_TOASTS } from '../../../shared/auth/account-texts';
import type { AddressFields } from '../../../shared/address';
import { savedAddressInputSchema, type SavedAddress, type SavedAddressData } from '../../../shared/auth/saved-address.schema';
import { REGION, TOASTS } from '../../../shared/texts';
import { ApiError } from '../../lib/api/api-client';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { TextField } from '../../lib/form/text-field';
import { showServerFieldErrors, useShopForm } from '../../lib/form/use-schema-form';
import { showToast } from '../../lib/toast/toast-store';
import { addAddress, deleteAddress, listAddresses, messageOf, setDefaultAddress, updateAddress } from './auth-requests';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;
const F = PROFILE_PAGE.addressFields;

/** The address book on /profile: list, add, edit, delete and choose the default. */
export function SavedAddresses() {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setAddresses(await listAddresses());
    } catch (error) {
      setAddresses((current) => current ?? []);
      showToast(TOASTS.error(messageOf(error)), 'destructive');
    }
  }, []);

  useEffect(() => {
    let current = true;
    listAddresses()
      .then((list) => current && setAddresses(list))
      .catch(() => current && setAddresses([]));
    return () => {
      current = false;
    };
  }, []);

  const act = async (id: string, work: () => Promise<unknown>, toast: { title: string }) => {
    setBusyId(id);
    try {
      await work();
      showToast(toast);
      await reload();
    } catch (error) {
      showToast(TOASTS.error(messageOf(error)), 'destructive');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-addresses-title">
      <h2 id="profile-addresses-title">{PROFILE_PAGE.addressesTitle}</h2>
      {addresses === null ? (
        <p role="status">{PROFILE_PAGE.loading}</p>
      ) : addresses.length === 0 ? (
        <p className="muted">{PROFILE_PAGE.noAddresses}</p>
      ) : (
        <ul className="profile-addresses" data-testid="saved-addresses">
          {addresses.map((address) => (
            <li key={address.id} className="profile-address" data-testid="saved-address">
              <address>
                {address.label && <strong>{address.label}</strong>}
                {address.isDefault && <span className="profile-address__default" data-testid="default-badge">{PROFILE_PAGE.defaultBadge}</span>}
                <span>{address.fullName}</span>
                <span>{address.addressLine1}</span>
                {address.addressLine2 && <span>{address.addressLine2}</span>}
                <span>{[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}</span>
                <span>{REGION.countries[address.country]}</span>
                {address.phone && <span>{address.phone}</span>}
              </address>
              <div className="profile-address__actions">
                <button type="button" className="button button--quiet" onClick={() => setEditing({ kind: 'edit', address })} disabled={busyId === address.id}>
                  {PROFILE_PAGE.editAddress}
                </button>
                {!address.isDefault && (
                  <button type="button" className="button button--quiet" disabled={busyId === address.id} onClick={() => void act(address.id, () => setDefaultAddress(address.id), ACCOUNT_TOASTS.defaultAddressSet)}>
                    {PROFILE_PAGE.setDefault}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`${PROFILE_PAGE.deleteAddress} ${address.label ?? address.addressLine1}`}
                  disabled={busyId === address.id}
                  onClick={() => void act(address.id, () => deleteAddress(address.id), ACCOUNT_TOASTS.addressDeleted)}
                >
                  {PROFILE_PAGE.deleteAddress}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          address={editing.kind === 'edit' ? editing.address : null}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          {PROFILE_PAGE.addAddress}
        </button>
      )}
    </section>
  );
}

/** The form's values: every address part as typed (the schema turns blanks into nulls). */
function draftOf(address: SavedAddress | null): AddressFields & { label: string; phone: string; isDefault: boolean } {
  return {
    label: address?.label ?? '',
    fullName: address?.fullName ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? 'US',
    phone: address?.phone ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

function AddressForm({ address, onCancel, onSaved }: { address: SavedAddress | null; onCancel: () => void; onSaved: () => void }) {
  const form = useShopForm(savedAddressInputSchema, draftOf(address));
  const country = useWatch({ control: form.control, name: 'country' }) ?? 'US';
  const id = useId();

  const save = async (values: SavedAddressData) => {
    try {
      if (address) await updateAddress(address.id, values);
      else await addAddress(values);
      showToast(ACCOUNT_TOASTS.addressSaved);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showServerFieldErrors(form, error.fields);
      else showToast(TOASTS.error(messageOf(error)), 'destructive');
    }
  };

  return (
    <ShopForm form={form} onValid={save} className="auth-form profile-address-form" labelledBy={`${id}-title`}>
      <h3 id={`${id}-title`}>{address ? PROFILE_PAGE.editAddressTitle : PROFILE_PAGE.newAddressTitle}</h3>
      <div className="auth-field">
        <label htmlFor={`${id}-country`}>{F.country}</label>
        <select id={`${id}-country`} {...form.register('country')}>
          <option value="US">{REGION.countries.US}</option>
          <option value="UK">{REGION.countries.UK}</option>
        </select>
      </div>
      <TextField name="label" label={F.label} required={false} />
      <TextField name="fullName" label={F.fullName} autoComplete="name" />
      <TextField name="addressLine1" label={F.addressLine1} autoComplete="address-line1" />
      <TextField name="addressLine2" label={F.addressLine2} autoComplete="address-line2" required={false} />
      <TextField name="city" label={F.city} autoComplete="address-level2" />
      <TextField name="region" label={F.region[country]} autoComplete="address-level1" required={country === 'US'} />
      <TextField name="postalCode" label={F.postalCode[country]} autoComplete="postal-code" />
      <TextField name="phone" label={F.phone} type="tel" autoComplete="tel" required={false} />
      <label className="profile-checkbox">
        <input type="checkbox" {...form.register('isDefault')} />
        {F.isDefault}
      </label>
      <div className="profile-form__actions">
        <SubmitButton label={PROFILE_PAGE.saveAddress} busyLabel={PROFILE_PAGE.savingAddress} />
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {PROFILE_PAGE.cancel}
        </button>
      </div>
    </ShopForm>
  );
}
