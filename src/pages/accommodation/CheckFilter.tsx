import type { FilterOption } from '../../../contract/api/types.ts';

/** Adds or removes one value. */
function toggle(list: readonly number[], value: number, on: boolean): number[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

/** A group of checkboxes named `name` (one field per checked option in the GET form). */
export function CheckFilter({
  group,
  legend,
  name,
  options,
  checked,
  onChange,
}: {
  /** The fieldset's modifier: filters__group--{group}. */
  group: string;
  legend: string;
  name: string;
  options: readonly FilterOption[];
  checked: readonly number[];
  onChange(checked: number[]): void;
}) {
  return (
    <fieldset className={`filters__group filters__group--${group}`}>
      <legend className="filters__legend">{legend}</legend>
      <ul className="filters__checks">
        {options.map((option) => (
          <li key={option.id}>
            <label className="check">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                checked={checked.includes(option.id)}
                onChange={(e) => onChange(toggle(checked, option.id, e.target.checked))}
              />
              <span>{option.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
