import { useEffect, type RefObject } from 'react';

/** A form field as the DOM has it; structural, so the rule below is testable without a DOM. */
export interface FieldLike {
  name: string;
  type: string;
  value: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  options?: ArrayLike<{ value: string; defaultSelected: boolean }>;
}

/**
 * The field's value when the visitor changed it, i.e. it differs from the
 * server's HTML (a checkbox: its value, or '' unchecked; a radio: its value
 * once checked); undefined when it is as rendered.
 */
export function changedValue(field: FieldLike): string | undefined {
  const { type, value, options } = field;
  if (type === 'checkbox' || type === 'radio')
    return field.checked === field.defaultChecked || (type === 'radio' && !field.checked)
      ? undefined
      : field.checked
        ? value
        : '';
  const rendered = options
    ? (Array.from(options).find((o) => o.defaultSelected) ?? options[0])?.value
    : field.defaultValue;
  return value === rendered ? undefined : value;
}

/**
 * Hydration keeps what the visitor typed before scripts ran
 * (docs/architecture.md, Before hydration): when the part mounts — on
 * hydration — the fields under `root` that differ from the server's HTML go,
 * by name, to `adopt`, the part's own change handler, so its state takes them
 * before it renders again. A passive effect, so that it comes after the
 * screens' layout effects that set their loaded state. A part mounted later
 * has its fields as rendered: nothing to adopt.
 */
export function useAdoptTyped(root: RefObject<HTMLElement | null>, adopt: (typed: Record<string, string>) => void) {
  useEffect(() => {
    const typed: Record<string, string | undefined> = {};
    const fields = root.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input[name],select[name],textarea[name]',
    );
    // The first changed field of a name counts.
    for (const field of fields ?? []) typed[field.name] ??= changedValue(field);
    const changed = Object.entries(typed).filter((entry): entry is [string, string] => entry[1] !== undefined);
    if (changed.length) adopt(Object.fromEntries(changed));
    // Once, on mount: later changes come through the fields' own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
