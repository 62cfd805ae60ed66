import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import { formatCommission } from '../../../contract/commission.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { StaffOutcome } from '../../api/staff.ts';

/** The owner form's fields in order: input type, autocomplete, whether required, a hint under staffTools.owners. */
const FIELDS = [
  { name: 'name', type: 'text', auto: 'name', required: true },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'phone', type: 'tel', auto: 'tel' },
  { name: 'street', type: 'text', auto: 'street-address' },
  { name: 'postcode', type: 'text', auto: 'postal-code' },
  { name: 'city', type: 'text', auto: 'address-level2' },
  { name: 'country', type: 'text', auto: 'country', hint: 'countryHint' },
  { name: 'iban', type: 'text', auto: 'off', hint: 'ibanHint' },
  { name: 'bic', type: 'text', auto: 'off', hint: 'bicHint' },
  { name: 'accountHolder', type: 'text', auto: 'off' },
  { name: 'taxNumber', type: 'text', auto: 'off' },
  { name: 'commission', type: 'text', auto: 'off', required: true, hint: 'commissionHint' },
  { name: 'cancellationShare', type: 'text', auto: 'off', required: true, hint: 'cancellationShareHint' },
] as const;

/** The fields typed as a percent, by the saved owner's basis points. */
const PERCENTS = { commission: 'commissionBp', cancellationShare: 'cancellationShareBp' } as const;

type Saved = Omit<StaffOwner, 'houses' | 'audit' | 'code'>;

/**
 * An owner's fields (docs/product/owners.md), for the new-owner form and an owner's edit: each
 * labelled, the commission as a percent in the page's language; a refused post shows what was
 * typed and marks the field the API named.
 */
export function OwnerFields({
  idPrefix,
  saved,
  outcome,
}: {
  idPrefix: string;
  saved?: Saved;
  outcome: StaffOutcome | null;
}) {
  const { t, locale } = useI18n();
  const id = (name: string) => `${idPrefix}-${name}`;
  const value = (name: (typeof FIELDS)[number]['name']): string => {
    if (outcome?.typed) return outcome.typed[name] ?? '';
    // A new owner gets all of a kept cancellation fee unless their agreement says otherwise.
    if (!saved) return name === 'cancellationShare' ? formatCommission(10000, locale) : '';
    return name in PERCENTS
      ? formatCommission(saved[PERCENTS[name as keyof typeof PERCENTS]], locale)
      : (saved[name as Exclude<typeof name, keyof typeof PERCENTS>] ?? '');
  };
  return (
    <>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={id(field.name)}>{t(`staffTools.owners.${field.name}`)}</label>
          <input
            id={id(field.name)}
            name={field.name}
            type={field.type}
            autoComplete={field.auto}
            required={'required' in field || undefined}
            inputMode={field.name in PERCENTS ? 'decimal' : undefined}
            defaultValue={value(field.name)}
            aria-invalid={outcome?.error?.field === field.name || undefined}
            aria-describedby={'hint' in field ? id(`${field.name}-hint`) : undefined}
          />
          {'hint' in field && (
            <p id={id(`${field.name}-hint`)} className="staff-hint">
              {t(`staffTools.owners.${field.hint}`)}
            </p>
          )}
        </div>
      ))}
    </>
  );
}
