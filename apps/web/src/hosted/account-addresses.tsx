import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AccountApi } from './account-api';
import { Section, useOutcome } from './account-section';
import { AddressFields, EMPTY_ADDRESS, toDestination, type AddressValues } from './checkout-fields';

type Saved = Awaited<ReturnType<AccountApi['listMyAddresses']>>[number];

const valuesOf = (saved: Saved): AddressValues => ({
  firstName: saved.contactDetails?.firstName ?? '',
  lastName: saved.contactDetails?.lastName ?? '',
  addressLine1: saved.address.addressLine1 ?? '',
  city: saved.address.city ?? '',
  postalCode: saved.address.postalCode ?? '',
  country: saved.address.country ?? '',
});

/** One line a person reads: name, street, city, postal code, country. */
export function addressLine(saved: Saved): string {
  const name = [saved.contactDetails?.firstName, saved.contactDetails?.lastName].filter(Boolean).join(' ');
  const { addressLine1, city, postalCode, country } = saved.address;
  return [name, addressLine1, city, postalCode, country].filter(Boolean).join(', ');
}

interface RowProps {
  saved: Saved;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved address and its actions, each named for the address for screen readers. */
function AddressRow({ saved, onEdit, onMakeDefault, onDelete }: RowProps) {
  return (
    <li>
      <span>
        {addressLine(saved)} {saved.isDefault && <strong>(default)</strong>}
      </span>
      <span className="hosted-row-actions">
        <button type="button" className="hosted-link" onClick={onEdit}>
          Edit <span className="hosted-hidden">{addressLine(saved)}</span>
        </button>
        {!saved.isDefault && (
          <button type="button" className="hosted-link" onClick={onMakeDefault}>
            Make default <span className="hosted-hidden">{addressLine(saved)}</span>
          </button>
        )}
        <button type="button" className="hosted-link" onClick={onDelete}>
          Delete <span className="hosted-hidden">{addressLine(saved)}</span>
        </button>
      </span>
    </li>
  );
}

/** The address book checkout offers: add, edit, delete, and the default. */
export function AddressesSection({ api }: { api: AccountApi }) {
  const [list, setList] = useState<Saved[]>([]);
  const [editing, setEditing] = useState<{ id: string | null; values: AddressValues } | null>(null);
  const outcome = useOutcome();
  const refresh = useCallback(async () => setList(await api.listMyAddresses()), [api]);
  const { fail } = outcome;
  useEffect(() => {
    refresh().catch(fail);
  }, [refresh, fail]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    void outcome.run(async () => {
      const destination = toDestination(editing.values);
      if (editing.id) await api.updateMyAddress(editing.id, destination);
      else await api.createMyAddress(destination);
      setEditing(null);
      await refresh();
      return 'The address is saved.';
    });
  };
  const act = (work: () => Promise<unknown>, notice: string) =>
    void outcome.run(async () => {
      await work();
      await refresh();
      return notice;
    });

  return (
    <Section id="addresses" title="Addresses" outcome={outcome}>
      {list.length === 0 && <p>No saved addresses. Add one to fill checkout in a tap.</p>}
      <ul className="hosted-factors hosted-addresses" aria-label="Saved addresses">
        {list.map((saved) => (
          <AddressRow
            key={saved._id}
            saved={saved}
            onEdit={() => setEditing({ id: saved._id, values: valuesOf(saved) })}
            onMakeDefault={() =>
              act(() => api.updateMyAddress(saved._id, { isDefault: true }), 'Default address changed.')
            }
            onDelete={() => act(() => api.deleteMyAddress(saved._id), 'The address is deleted.')}
          />
        ))}
      </ul>
      {editing ? (
        <form aria-label={editing.id ? 'Edit address' : 'New address'} onSubmit={save}>
          <AddressFields
            legend={editing.id ? 'Edit address' : 'New address'}
            section="shipping"
            values={editing.values}
            onChange={(values) => setEditing({ ...editing, values })}
          />
          <button type="submit" disabled={outcome.pending}>
            Save address
          </button>
          <button type="button" className="hosted-link" onClick={() => setEditing(null)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="hosted-actions">
          <button type="button" onClick={() => setEditing({ id: null, values: EMPTY_ADDRESS })}>
            Add an address
          </button>
        </div>
      )}
    </Section>
  );
}
