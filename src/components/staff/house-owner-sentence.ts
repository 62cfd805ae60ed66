/**
 * The audit trail's sentence of a house given its owner (docs/product/owners.md#commission): shown
 * on the house page, which passes it to auditSentence; its words are that screen's own
 * (staffHouse.owner.audit).
 */
import { formatCommission } from '../../../contract/commission.ts';
import { num, str, type Sentence } from './audit-sentences.ts';

export const HOUSE_OWNER_SENTENCES: Record<string, Sentence> = {
  setHouseOwner: ({ after }, w) => [
    [
      'staffHouse.owner.audit.set',
      {
        owner: `${str(after?.ownerName)} (${str(after?.owner)})`,
        rate:
          after?.commissionBp === null
            ? w.t('staffHouse.owner.audit.ownersRate')
            : `${formatCommission(num(after?.commissionBp), w.locale)} %`,
      },
    ],
  ],
};
