import type { ReactNode } from 'react';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import type { loader } from './load.ts';

/** A form posted to this page's action with its intent; none for a role that may only read (docs/product/rules.md#roles). */
export function ActionForm({
  intent,
  children,
  className = 'staff-form',
  testId,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { locale } = useI18n();
  const { data } = usePage<typeof loader>();
  if (!useStaffMayWrite()) return null;
  return (
    <form
      method="post"
      action={pathFor('staffBooking', locale, { code: data.booking.code })}
      className={className}
      data-testid={testId}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
