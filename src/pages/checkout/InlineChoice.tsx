import { fieldIds, FieldError } from '../../components/checkout/Field.tsx';
import { PREFIX } from './form-state.ts';

/** A radio group on one line (title, transport): `checkout-{name}-{value}` each, the error below. */
export function InlineChoice<V extends string | number>({
  name,
  legend,
  options,
  error,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string; checked: boolean }>;
  error?: string;
}) {
  const { errorId } = fieldIds(PREFIX, name);
  return (
    <fieldset className="form-choice" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="form-choice__options form-choice__options--inline">
        {options.map(({ value, label, checked }) => (
          <label key={value} className="form-choice__option" htmlFor={`${PREFIX}-${name}-${value}`}>
            <input
              type="radio"
              id={`${PREFIX}-${name}-${value}`}
              name={name}
              value={value}
              defaultChecked={checked}
              aria-invalid={!!error}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
