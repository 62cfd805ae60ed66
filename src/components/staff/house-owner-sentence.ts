/**
 * The audit trail's sentence of a house given its owner (docs/product/owners.md#commission): shown
 * on the house page, which passes it to auditSentence; its words are that screen's own
 * (staffHouse.owner.audit). So are an owner's own blocks, made on the owner portal
 * (docs/product/owner-portal.md#blocks).
 */
import { formatCommission } from '../../../contract/commission.ts';
import { num, str, type Sentence } from './audit-sentences.ts';

/** An owner's block added or removed: its days as the row holds them. */
const ownerBlock =
  (key: string): Sentence =>
  ({ before, after }, w) => {
    const block = (after ?? before)!;
    return [[key, { from: w.formatDate(str(block.from)), to: w.formatDate(str(block.to)) }]];
  };

export const HOUSE_OWNER_SENTENCES: Record<string, Sentence> = {
  ownerAddBlock: ownerBlock('staffHouse.owner.audit.ownerBlock'),
  ownerRemoveBlock: ownerBlock('staffHouse.owner.audit.ownerUnblock'),
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
