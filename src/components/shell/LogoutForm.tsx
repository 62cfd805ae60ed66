import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';

/** The form field that says "log out" to the login page's action. */
export const LOGOUT_INTENT = 'logout';

/**
 * A log-out button in a plain form posted to the login page's action, so it
 * works before hydration; `onSubmit` may do it with fetch instead.
 */
export function LogoutForm({
  className,
  onSubmit,
  children,
}: {
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <form method="post" action={pathFor('login', locale)} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={LOGOUT_INTENT} />
      {children}
    </form>
  );
}
