import type { ReactNode } from 'react';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import type { loader } from './load.ts';

/** A form posted to the house page (its month kept in the address) with its intent. */
export function HouseForm({
  intent,
  children,
  testId,
  className = 'staff-form',
}: {
  intent: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { locale } = useI18n();
  const { data } = usePage<typeof loader>();
  return (
    <form
      method="post"
      action={`${pathFor('staffHouse', locale, { code: data.house.code })}?month=${data.house.month}`}
      className={className}
      data-testid={testId}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
