import type { OwnerStay } from '../../../contract/api/owner-portal.ts';
import { OwnerFrame } from '../../components/owner/OwnerFrame.tsx';
import { StaysTable } from '../../components/owner/StaysTable.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** Every guest stay in the owner's houses, by arrival (docs/product/owner-portal.md#what-an-owner-sees-and-what-not). */
export function Stays({ data }: { data: OwnerStay[] }) {
  const { t } = useI18n();
  return (
    <OwnerFrame routeId="ownerStays" title={t('route.ownerStays')}>
      <StaysTable stays={data} caption={t('route.ownerStays')} />
    </OwnerFrame>
  );
}
