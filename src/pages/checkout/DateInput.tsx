import type { FormEvent } from 'react';
import type { ControlProps } from '../../components/checkout/Field.tsx';
import { caretAfterMask, DATE_MASK_LENGTH, maskDate } from './date-mask.ts';

/**
 * A DD/MM/YYYY text input (docs/product/rules.md#date-formats): only digits are kept and the slashes
 * are put in while typing, with the caret kept behind the same digit. It is
 * uncontrolled, so what was typed before hydration stays; the form reads the
 * value and converts it with maskedToIso.
 */
export function DateInput({
  control,
  defaultValue,
  placeholder,
  autoComplete,
  onEdit,
}: {
  control: ControlProps;
  defaultValue: string;
  placeholder: string;
  autoComplete?: string;
  onEdit?: () => void;
}) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const masked = maskDate(raw);
    if (masked !== raw) {
      const caret = input.selectionStart ?? raw.length;
      input.value = masked;
      const at = caretAfterMask(raw, caret, masked);
      if (document.activeElement === input) input.setSelectionRange(at, at);
    }
    onEdit?.();
  };
  return (
    <input
      {...control}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete ?? 'off'}
      placeholder={placeholder}
      maxLength={DATE_MASK_LENGTH}
      defaultValue={defaultValue}
      onInput={onInput}
      className="form-field__date"
    />
  );
}
