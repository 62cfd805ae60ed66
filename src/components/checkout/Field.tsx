import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: true;
}

/** The ids that tie a control to its hint and its error (aria-describedby). */
export function fieldIds(prefix: string, name: string) {
  const id = `${prefix}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The describedby list of a control: its error first (read first), then its hint. */
export function describedBy(
  prefix: string,
  name: string,
  { hint, error }: { hint?: boolean; error?: boolean },
): string | undefined {
  const ids = fieldIds(prefix, name);
  const list = [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/**
 * A labelled form control with an optional hint and its error beside it
 * (server messages beside their fields: docs/product/errors.md#booking-form-fields): the control gets
 * aria-invalid and aria-describedby naming the error and the hint.
 */
export function Field({
  prefix,
  name,
  label,
  hint,
  error,
  required = true,
  className,
  children,
}: {
  prefix: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useI18n();
  const { id, hintId, errorId } = fieldIds(prefix, name);
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="form-field__required"> ({t('booking.checkout.required')})</span>}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        'aria-invalid': !!error,
        'aria-describedby': describedBy(prefix, name, { hint: !!hint, error: !!error }),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="form-field__error" id={id}>
      {error}
    </p>
  );
}
