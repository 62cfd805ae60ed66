/**
 * The audit trail's sentences of an owner's addition and edits (docs/product/owners.md): shown on
 * the owner's page, which passes them to auditSentence; their words are that screen's own
 * (staffTools.owners.audit), so the other staff screens load none of them.
 */
import { formatCommission } from '../../../contract/commission.ts';
import { num, str, type AuditWords, type Json, type Sentence } from './audit-sentences.ts';

/** Basis points as the page's language writes a percent: 1250 → 12.5 / 12,5. */
const rate = (w: AuditWords, bp: unknown) => formatCommission(num(bp), w.locale);
const OWNER = 'staffTools.owners';

/** The fields held in basis points, by the label they are typed under. */
const PERCENTS: Record<string, string> = { commissionBp: 'commission', cancellationShareBp: 'cancellationShare' };

/** Each field of the owner that changed, by its label: was → now (an empty field as “”). */
const updateOwner: Sentence = ({ before, after }, w) => {
  const text = (row: Json, f: string) => {
    const v = row?.[f];
    if (v === null || v === undefined) return '';
    return f in PERCENTS ? rate(w, v) : String(v);
  };
  const changed = Object.keys(after ?? {}).filter((f) => text(before, f) !== text(after, f));
  if (changed.length === 0) return [[`${OWNER}.audit.unchanged`]];
  const field = (f: string) =>
    w.t('staff.audit.sentences.guestField', {
      field: w.t(`${OWNER}.${PERCENTS[f] ?? f}`),
      was: text(before, f),
      now: text(after, f),
    });
  return [[`${OWNER}.audit.updated`, { fields: changed.map(field).join('; ') }]];
};

export const OWNER_SENTENCES: Record<string, Sentence> = {
  createOwner: ({ after }, w) => [
    [`${OWNER}.audit.created`, { name: str(after?.name), code: str(after?.code), rate: rate(w, after?.commissionBp) }],
  ],
  updateOwner,
};
