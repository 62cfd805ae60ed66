/**
 * The audit trail in words (docs/product/screens.md#staff-booking): one sentence per audit row in
 * the page's language, "Anna Berg refunded €120.00". A table keyed by the action name that
 * server/api/staff/ writes (writeAudit); a new action is one entry here and one sentence under
 * staff.audit.sentences in both dictionaries. An action it does not know, or a row not shaped as
 * expected, reads "Anna Berg: guest.edit": the raw row stays behind the trail's Details.
 */
import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import type { I18n } from '../../i18n/i18n.ts';

/** What a sentence needs of the page: its words and days, and amounts in cents written as money. */
export type AuditWords = Pick<I18n, 't' | 'formatDate' | 'locale'> & { cents: (cents: number) => string };

type Params = Record<string, string | number>;
/**
 * Pieces of a sentence: a key under staff.audit.sentences and its values besides {{who}}; joined as
 * they come. Sentences of actions only some screens show (owner-sentences.ts,
 * house-owner-sentence.ts) live in those
 * screens' areas, named by their whole key, and are passed to auditSentence by those screens only.
 */
export type Part = readonly [key: string, params?: Params];
/** The row's before and after as stored (JSON): each entry reads only what its action writes. */
export type Json = Record<string, unknown> | null;
export type Sentence = (row: { before: Json; after: Json }, w: AuditWords) => Part[];

interface Stay {
  position: number;
  code: string;
  from: string;
  to: string;
  priceCents: number;
}

const euro = (w: AuditWords, cents: unknown) => w.cents(num(cents));
const euros = (w: AuditWords, amount: unknown) => w.cents(Math.round(num(amount) * 100));
/** A season's week price as the audit row holds it: in cents, or (rows written before the API's cents) in euros. */
const weekPrice = (w: AuditWords, season: Json) =>
  season?.weekCents === undefined ? euros(w, season?.weekPrice) : w.cents(num(season.weekCents));
const day = (w: AuditWords, date: unknown) => w.formatDate(str(date));

/** The stay that changeLine moved: the first whose house, days or price differ. */
function movedStay(before: Json, after: Json): { was: Stay; now: Stay } | null {
  const stays = (row: Json) => (row?.houses ?? []) as Stay[];
  for (const now of stays(after)) {
    const was = stays(before).find((s) => s.position === now.position);
    if (
      was &&
      (was.code !== now.code || was.from !== now.from || was.to !== now.to || was.priceCents !== now.priceCents)
    )
      return { was, now };
  }
  return null;
}

/** The house move of changeLine: what changed of the stay, then an override's reason and a new price. */
const changeLine: Sentence = ({ before, after }, w) => {
  const moved = movedStay(before, after);
  if (!moved) return [['changeUnchanged']];
  const { was, now } = moved;
  const range = (s: Stay) => `${day(w, s.from)} – ${day(w, s.to)}`;
  const main: Part =
    was.code !== now.code
      ? ['changeHouse', { from: was.code, to: now.code, dates: range(now) }]
      : was.from !== now.from && was.to !== now.to
        ? ['changeDates', { house: now.code, from: range(was), to: range(now) }]
        : was.from !== now.from
          ? ['changeArrival', { house: now.code, from: day(w, was.from), to: day(w, now.from) }]
          : was.to !== now.to
            ? ['changeDeparture', { house: now.code, from: day(w, was.to), to: day(w, now.to) }]
            : ['changePrice', { house: now.code }];
  const override = after?.override as { reason?: string } | undefined;
  return [
    main,
    ...(override ? [['override', { reason: str(override.reason) }] as const] : []),
    ...(was.priceCents !== now.priceCents ? [['newPrice', { price: euro(w, now.priceCents) }] as const] : []),
  ];
};

/** Each field of the guest that staff corrected, by its label on the form: was → now. */
const editGuest: Sentence = ({ before, after }, w) => {
  const field = (f: string) =>
    w.t('staff.audit.sentences.guestField', {
      field: w.t(`staff.desk.guest.fields.${f}`),
      was: str(before?.[f]),
      now: str(after?.[f]),
    });
  return [
    [
      'editGuest',
      {
        fields: Object.keys(after ?? {})
          .map(field)
          .join('; '),
      },
    ],
  ];
};

/** The reason staff gave for a cancellation or refund, when the row has one. */
const reason = (after: Json): Part[] => (after?.reason ? [['reason', { reason: str(after.reason) }]] : []);

const block =
  (key: string): Sentence =>
  ({ before, after }, w) => {
    const stay = (after ?? before)!;
    return [
      [key, { from: day(w, stay.from), to: day(w, stay.to) }],
      ...(stay.note ? [['note', { note: str(stay.note) }] as const] : []),
    ];
  };

export const AUDIT_SENTENCES: Record<string, Sentence> = {
  recordPayment: ({ after }, w) => [['recordPayment', { amount: euro(w, after?.amountCents) }]],
  cancel: ({ after }, w) => [
    after?.waiveFee ? ['cancelWaived'] : ['cancel', { fee: euro(w, after?.feeCents ?? 0) }],
    ...reason(after),
  ],
  refund: ({ after }, w) => [['refund', { amount: euro(w, after?.amountCents) }], ...reason(after)],
  bankTransfer: ({ after }, w) => [
    [
      'bankTransfer',
      { amount: euro(w, after?.amountCents), date: day(w, after?.receivedOn), reference: str(after?.reference) },
    ],
    ...(num(after?.overpaidCents ?? 0) > 0 ? [['overpaid', { amount: euro(w, after?.overpaidCents) }] as const] : []),
  ],
  'booking.create': ({ after }) => [
    [`create.${str(after?.payment)}`],
    ...(after?.override
      ? [['override', { reason: str((after.override as { reason?: unknown }).reason) }] as const]
      : []),
  ],
  editGuest,
  note: () => [['noteAdded']],
  refundSent: ({ after }, w) => [['refundSent', { date: day(w, after?.sentOn), reference: str(after?.reference) }]],
  changeLine,
  resend: ({ after }) => [[after?.what === 'documents' ? 'resendDocuments' : 'resendConfirmation']],
  addBlock: block('addBlock'),
  removeBlock: block('removeBlock'),
  updatePrice: ({ before, after }, w) => [
    [
      'updatePrice',
      {
        from: day(w, after?.from),
        to: day(w, after?.to),
        was: weekPrice(w, before),
        now: weekPrice(w, after),
      },
    ],
  ],
  createExportUrl: () => [['createExportUrl']],
  revokeExportUrl: () => [['revokeExportUrl']],
  registerCalendar: ({ after }) => [['registerCalendar', { label: str(after?.label) }]],
  removeCalendar: ({ before }) => [['removeCalendar', { label: str(before?.label) }]],
  importCalendars: ({ after }) => [
    [
      'importCalendars',
      {
        added: num(after?.added),
        moved: num(after?.moved),
        removed: num(after?.removed),
        conflicts: num(after?.conflicts),
      },
    ],
  ],
  createApiKey: ({ after }) => [['createApiKey', { label: str(after?.label), prefix: str(after?.prefix) }]],
  revokeApiKey: ({ after }) => [['revokeApiKey', { label: str(after?.label), prefix: str(after?.prefix) }]],
  // A catalogue import (docs/catalogue-format.md#audit): who ran it, and the fields it changed.
  'catalogue.house.add': () => [['catalogueAdd']],
  'catalogue.house.change': ({ after }) => [['catalogueChange', { fields: Object.keys(after ?? {}).join(', ') }]],
  'catalogue.house.unpublish': () => [['catalogueUnpublish']],
};

/** A part's key that names its whole key (a screen's own area) rather than one under staff.audit.sentences. */
const WHOLE_KEY = /^staff(Tools|House)\./;

/** The row as a sentence in the page's language: who (the staff user's name, else their login) did what. */
export function auditSentence(entry: StaffAuditEntry, w: AuditWords, more: Record<string, Sentence> = {}): string {
  const who = entry.name ?? entry.username;
  const generic = () => w.t('staff.audit.sentences.unknown', { who, action: entry.action });
  const table = Object.hasOwn(more, entry.action) ? more : AUDIT_SENTENCES;
  const sentence = Object.hasOwn(table, entry.action) ? table[entry.action] : null;
  if (!sentence) return generic();
  try {
    const parts = sentence({ before: asJson(entry.before), after: asJson(entry.after) }, w);
    return parts
      .map(([key, params]) => w.t(WHOLE_KEY.test(key) ? key : `staff.audit.sentences.${key}`, { who, ...params }))
      .join('');
  } catch {
    return generic();
  }
}

const asJson = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A number the row must hold; anything else makes the sentence the generic one. */
export function num(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError('not a number');
  return value;
}

export function str(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('not a string');
  return value;
}
