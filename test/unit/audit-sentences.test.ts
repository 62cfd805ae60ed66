import { expect } from 'chai';
import type { StaffAuditEntry } from '../../contract/api/staff.ts';
import type { Locale } from '../../contract/locale.ts';
import { AUDIT_SENTENCES, auditSentence, type AuditWords } from '../../src/components/staff/audit-sentences.ts';
import { HOUSE_OWNER_SENTENCES } from '../../src/components/staff/house-owner-sentence.ts';
import { OWNER_SENTENCES } from '../../src/components/staff/owner-sentences.ts';

const MORE = { ...OWNER_SENTENCES, ...HOUSE_OWNER_SENTENCES };
import { createI18n, loadMessages } from '../../src/i18n/i18n.ts';

/**
 * The audit trail in words (docs/product/screens.md#staff-booking): every action the back office
 * records as one sentence in each language, dates and amounts as the language writes them, and a
 * generic sentence for an action it does not know or a row it cannot read.
 */
async function words(locale: Locale): Promise<AuditWords> {
  const i18n = createI18n(locale, await loadMessages(locale, ['staff', 'staffTools', 'staffHouse']));
  const money = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' });
  return { t: i18n.t, formatDate: i18n.formatDate, locale, cents: (c) => money.format(c / 100) };
}

const stay = (from: string, to: string, code = 'SH-1001', priceCents = 90_000) => ({
  position: 1,
  code,
  from,
  to,
  priceCents,
});
const state = (...houses: ReturnType<typeof stay>[]) => ({
  status: 'confirmed',
  paidCents: 0,
  refundedCents: 0,
  houses,
  totalCents: 90_000,
});
const row = (action: string, before: unknown, after: unknown): StaffAuditEntry => ({
  at: '2026-11-21T12:00:00.000Z',
  username: 'anna.berg@sumarhus.example',
  name: null,
  action,
  before,
  after,
});
const season = (weekPrice: number) => ({
  id: 7,
  from: '2027-06-01',
  to: '2027-09-01',
  weekPrice,
  dayPrice: 150,
  oldWeekPrice: null,
  discountPercent: null,
});
/** A season as audit rows hold it since the staff API answers cents. */
const seasonCents = (weekCents: number) => ({
  id: 7,
  from: '2027-06-01',
  to: '2027-09-01',
  weekCents,
  dayCents: 15000,
  oldWeekCents: null,
  discountPercent: null,
});
/** Amounts keep Intl's no-break space (1.200,00 €); the cases are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const calendar = { id: 3, url: 'https://owner.example/cal.ics', label: 'Airbnb', blocks: 2 };

const importer = (action: string, before: unknown, after: unknown) => ({
  ...row(action, before, after),
  username: 'Anna Berg (catalogue import)',
});

/** One row of each action server/api/staff/ writes, with what each language says of it. */
const CASES: Array<[name: string, entry: StaffAuditEntry, en: string, de: string]> = [
  [
    'bankTransfer',
    row('bankTransfer', state(), {
      ...state(),
      amountCents: 60_000,
      receivedOn: '2026-11-20',
      reference: 'SEPA 42',
      overpaidCents: 5_000,
    }),
    'anna.berg@sumarhus.example recorded a bank transfer of €600.00 received on 20 Nov 2026 (reference SEPA 42); €50.00 more than the booking costs',
    'anna.berg@sumarhus.example hat eine Banküberweisung über 600,00 € vom 20. Nov. 2026 erfasst (Referenz SEPA 42); 50,00 € mehr als der Preis',
  ],
  [
    'booking.create',
    row('booking.create', null, {
      ...state(),
      channel: 'phone',
      payment: 'bank',
      override: { reason: 'Ferry', rules: [] },
    }),
    'anna.berg@sumarhus.example took the booking on the phone; a bank transfer is expected, overriding the booking rules (reason: Ferry)',
    'anna.berg@sumarhus.example hat die Buchung telefonisch aufgenommen; eine Banküberweisung wird erwartet, unter Aufhebung der Buchungsregeln (Grund: Ferry)',
  ],
  [
    'editGuest',
    row('editGuest', { city: 'Bonn', zipCode: '53111' }, { city: 'Köln', zipCode: '50667' }),
    'anna.berg@sumarhus.example corrected the guest’s details: City “Bonn” → “Köln”; Postcode “53111” → “50667”',
    'anna.berg@sumarhus.example hat die Angaben des Gastes berichtigt: Ort „Bonn“ → „Köln“; Postleitzahl „53111“ → „50667“',
  ],
  [
    'note',
    row('note', null, { text: 'Key box 4711' }),
    'anna.berg@sumarhus.example added an internal note',
    'anna.berg@sumarhus.example hat eine interne Notiz hinzugefügt',
  ],
  [
    'refund with a reason',
    row('refund', state(), { ...state(), amountCents: 10_000, reason: 'Hot tub broken' }),
    'anna.berg@sumarhus.example refunded €100.00 (reason: Hot tub broken)',
    'anna.berg@sumarhus.example hat 100,00 € erstattet (Grund: Hot tub broken)',
  ],
  [
    'catalogue.house.add',
    importer('catalogue.house.add', null, { published: true, name: 'Lóuborg' }),
    'Anna Berg (catalogue import) added the house from a catalogue file',
    'Anna Berg (catalogue import) hat das Haus aus einer Katalogdatei angelegt',
  ],
  [
    'catalogue.house.change',
    importer('catalogue.house.change', { seasons: [], maxPersons: 4 }, { seasons: [], maxPersons: 6 }),
    'Anna Berg (catalogue import) changed the house from a catalogue file: seasons, maxPersons',
    'Anna Berg (catalogue import) hat das Haus aus einer Katalogdatei geändert: seasons, maxPersons',
  ],
  [
    'catalogue.house.unpublish',
    importer('catalogue.house.unpublish', { published: true }, { published: false }),
    'Anna Berg (catalogue import) unpublished the house, which the catalogue file lacked',
    'Anna Berg (catalogue import) hat das Haus offline genommen, weil es in der Katalogdatei fehlte',
  ],
  [
    'recordPayment',
    row('recordPayment', state(), { ...state(), paymentId: 4, amountCents: 50_000 }),
    'anna.berg@sumarhus.example recorded a bank transfer of €500.00',
    'anna.berg@sumarhus.example hat eine Banküberweisung über 500,00 € erfasst',
  ],
  [
    'cancel',
    row('cancel', state(), { ...state(), waiveFee: false, feeCents: 12_050 }),
    'anna.berg@sumarhus.example cancelled the booking, keeping a fee of €120.50',
    'anna.berg@sumarhus.example hat die Buchung storniert, Gebühr einbehalten: 120,50 €',
  ],
  [
    'cancel, fee waived',
    row('cancel', state(), { ...state(), waiveFee: true, feeCents: 0 }),
    'anna.berg@sumarhus.example cancelled the booking, waiving the fee',
    'anna.berg@sumarhus.example hat die Buchung storniert und auf die Gebühr verzichtet',
  ],
  [
    'refund',
    row('refund', state(), { ...state(), amountCents: 123_456 }),
    'anna.berg@sumarhus.example refunded €1,234.56',
    'anna.berg@sumarhus.example hat 1.234,56 € erstattet',
  ],
  [
    'refundSent',
    row('refundSent', state(), { ...state(), refundId: 2, sentOn: '2026-11-20', reference: 'TRX-9' }),
    'anna.berg@sumarhus.example recorded the bank refund as sent on 20 Nov 2026 (reference TRX-9)',
    'anna.berg@sumarhus.example hat die Banküberweisung der Erstattung am 20. Nov. 2026 erfasst (Referenz TRX-9)',
  ],
  [
    'changeLine, the departure',
    row('changeLine', state(stay('2027-07-15', '2027-07-18')), state(stay('2027-07-15', '2027-07-25'))),
    'anna.berg@sumarhus.example changed the departure at SH-1001 from 18 Jul 2027 to 25 Jul 2027',
    'anna.berg@sumarhus.example hat die Abreise bei SH-1001 vom 18. Juli 2027 auf den 25. Juli 2027 geändert',
  ],
  [
    'changeLine, the arrival, overridden and re-priced',
    row('changeLine', state(stay('2027-07-15', '2027-07-22')), {
      ...state(stay('2027-07-12', '2027-07-22', 'SH-1001', 120_000)),
      override: { reason: 'Ferry late', rules: ['notChangeoverDay'] },
    }),
    'anna.berg@sumarhus.example changed the arrival at SH-1001 from 15 Jul 2027 to 12 Jul 2027, overriding the booking rules (reason: Ferry late); new price €1,200.00',
    'anna.berg@sumarhus.example hat die Anreise bei SH-1001 vom 15. Juli 2027 auf den 12. Juli 2027 geändert, unter Aufhebung der Buchungsregeln (Grund: Ferry late); neuer Preis 1.200,00 €',
  ],
  [
    'changeLine, both days',
    row('changeLine', state(stay('2027-07-15', '2027-07-22')), state(stay('2027-08-05', '2027-08-12'))),
    'anna.berg@sumarhus.example changed the dates at SH-1001 from 15 Jul 2027 – 22 Jul 2027 to 5 Aug 2027 – 12 Aug 2027',
    'anna.berg@sumarhus.example hat die Daten bei SH-1001 von 15. Juli 2027 – 22. Juli 2027 auf 5. Aug. 2027 – 12. Aug. 2027 geändert',
  ],
  [
    'changeLine, another house',
    row('changeLine', state(stay('2027-07-15', '2027-07-22')), state(stay('2027-07-15', '2027-07-22', 'SH-1002'))),
    'anna.berg@sumarhus.example moved the stay from house SH-1001 to house SH-1002, 15 Jul 2027 – 22 Jul 2027',
    'anna.berg@sumarhus.example hat den Aufenthalt von Haus SH-1001 nach Haus SH-1002 verlegt, 15. Juli 2027 – 22. Juli 2027',
  ],
  [
    'changeLine, nothing changed',
    row('changeLine', state(stay('2027-07-15', '2027-07-22')), state(stay('2027-07-15', '2027-07-22'))),
    'anna.berg@sumarhus.example saved the stay unchanged',
    'anna.berg@sumarhus.example hat den Aufenthalt unverändert gespeichert',
  ],
  [
    'changeLine, only the price',
    row(
      'changeLine',
      state(stay('2027-07-15', '2027-07-22')),
      state(stay('2027-07-15', '2027-07-22', 'SH-1001', 80_000)),
    ),
    'anna.berg@sumarhus.example re-priced the stay at SH-1001; new price €800.00',
    'anna.berg@sumarhus.example hat den Aufenthalt bei SH-1001 neu berechnet; neuer Preis 800,00 €',
  ],
  [
    'resend, the confirmation',
    row('resend', null, { what: 'confirmation' }),
    'anna.berg@sumarhus.example sent the booking confirmation again',
    'anna.berg@sumarhus.example hat die Buchungsbestätigung erneut gesendet',
  ],
  [
    'resend, the documents',
    row('resend', null, { what: 'documents' }),
    'anna.berg@sumarhus.example sent the travel documents again',
    'anna.berg@sumarhus.example hat die Reiseunterlagen erneut gesendet',
  ],
  [
    'addBlock',
    row('addBlock', null, { id: 9, kind: 'block', from: '2027-05-06', to: '2027-05-13', note: 'Painting' }),
    'anna.berg@sumarhus.example blocked 6 May 2027 – 13 May 2027 (Painting)',
    'anna.berg@sumarhus.example hat 6. Mai 2027 – 13. Mai 2027 gesperrt (Painting)',
  ],
  [
    'removeBlock',
    row('removeBlock', { id: 9, from: '2027-05-06', to: '2027-05-13', note: null }, null),
    'anna.berg@sumarhus.example removed the block 6 May 2027 – 13 May 2027',
    'anna.berg@sumarhus.example hat die Sperre 6. Mai 2027 – 13. Mai 2027 aufgehoben',
  ],
  [
    'updatePrice, in cents',
    row('updatePrice', seasonCents(105000), seasonCents(119050)),
    'anna.berg@sumarhus.example changed the week price of the season 1 Jun 2027 – 1 Sep 2027 from €1,050.00 to €1,190.50',
    'anna.berg@sumarhus.example hat den Wochenpreis der Saison 1. Juni 2027 – 1. Sep. 2027 von 1.050,00 € auf 1.190,50 € geändert',
  ],
  [
    'updatePrice, in euros (rows before the API took cents)',
    row('updatePrice', season(1050), season(1190.5)),
    'anna.berg@sumarhus.example changed the week price of the season 1 Jun 2027 – 1 Sep 2027 from €1,050.00 to €1,190.50',
    'anna.berg@sumarhus.example hat den Wochenpreis der Saison 1. Juni 2027 – 1. Sep. 2027 von 1.050,00 € auf 1.190,50 € geändert',
  ],
  [
    'createExportUrl',
    row('createExportUrl', null, null),
    'anna.berg@sumarhus.example created the calendar export link',
    'anna.berg@sumarhus.example hat den Kalender-Exportlink erstellt',
  ],
  [
    'revokeExportUrl',
    row('revokeExportUrl', null, null),
    'anna.berg@sumarhus.example revoked the calendar export link',
    'anna.berg@sumarhus.example hat den Kalender-Exportlink widerrufen',
  ],
  [
    'registerCalendar',
    row('registerCalendar', null, calendar),
    'anna.berg@sumarhus.example added the owner calendar “Airbnb”',
    'anna.berg@sumarhus.example hat den Eigentümerkalender „Airbnb“ hinzugefügt',
  ],
  [
    'removeCalendar',
    row('removeCalendar', calendar, null),
    'anna.berg@sumarhus.example removed the owner calendar “Airbnb” and its blocks',
    'anna.berg@sumarhus.example hat den Eigentümerkalender „Airbnb“ samt seinen Sperren entfernt',
  ],
  [
    'importCalendars',
    row('importCalendars', null, { calendars: 2, failed: 0, added: 3, moved: 1, removed: 0, conflicts: 1 }),
    'anna.berg@sumarhus.example imported the owner calendars (added: 3, moved: 1, removed: 0, conflicts: 1)',
    'anna.berg@sumarhus.example hat die Eigentümerkalender importiert (neu: 3, verschoben: 1, entfernt: 0, Konflikte: 1)',
  ],
  [
    'createApiKey',
    row('createApiKey', null, { label: 'Channel manager', prefix: 'shk_Ab12Cd34' }),
    'anna.berg@sumarhus.example created the API key “Channel manager” (shk_Ab12Cd34…)',
    'anna.berg@sumarhus.example hat den API-Schlüssel „Channel manager“ (shk_Ab12Cd34…) erstellt',
  ],
  [
    'createOwner',
    row('createOwner', null, { code: 'OW-0001', name: 'Þór Guðmundsson', commissionBp: 1250 }),
    'anna.berg@sumarhus.example added the owner Þór Guðmundsson (OW-0001) with a commission of 12.5 %',
    'anna.berg@sumarhus.example hat den Eigentümer Þór Guðmundsson (OW-0001) mit einer Provision von 12,5 % angelegt',
  ],
  [
    'updateOwner unchanged',
    row('updateOwner', { code: 'OW-0001', city: 'Vík' }, { code: 'OW-0001', city: 'Vík' }),
    'anna.berg@sumarhus.example saved the owner’s details unchanged',
    'anna.berg@sumarhus.example hat die Angaben des Eigentümers unverändert gespeichert',
  ],
  [
    'updateOwner',
    row(
      'updateOwner',
      { code: 'OW-0001', city: 'Vík', iban: null, commissionBp: 2000 },
      { code: 'OW-0001', city: 'Selfoss', iban: 'IS14', commissionBp: 1250 },
    ),
    'anna.berg@sumarhus.example changed the owner’s details: City “Vík” → “Selfoss”; IBAN “” → “IS14”; Commission (%) “20” → “12.5”',
    'anna.berg@sumarhus.example hat die Angaben des Eigentümers geändert: Ort „Vík“ → „Selfoss“; IBAN „“ → „IS14“; Provision (%) „20“ → „12,5“',
  ],
  [
    'setHouseOwner',
    row('setHouseOwner', null, { owner: 'OW-0001', ownerName: 'Þór', commissionBp: 1500 }),
    'anna.berg@sumarhus.example gave the house to Þór (OW-0001), commission 15 %',
    'anna.berg@sumarhus.example hat das Haus Þór (OW-0001) zugeordnet, Provision 15 %',
  ],
  [
    'ownerAddBlock',
    row('ownerAddBlock', null, { from: '2028-07-06', to: '2028-07-13', note: 'Family week' }),
    'anna.berg@sumarhus.example (owner) blocked 6 Jul 2028 – 13 Jul 2028 for their own use on the owner portal',
    'anna.berg@sumarhus.example (Eigentümer) hat 6. Juli 2028 – 13. Juli 2028 im Eigentümerbereich für die eigene Nutzung gesperrt',
  ],
  [
    'ownerRemoveBlock',
    row('ownerRemoveBlock', { from: '2028-07-06', to: '2028-07-13', note: null }, null),
    'anna.berg@sumarhus.example (owner) removed their block 6 Jul 2028 – 13 Jul 2028 on the owner portal',
    'anna.berg@sumarhus.example (Eigentümer) hat die eigene Sperre 6. Juli 2028 – 13. Juli 2028 im Eigentümerbereich aufgehoben',
  ],
  [
    'revokeApiKey',
    row('revokeApiKey', null, { label: 'Channel manager', prefix: 'shk_Ab12Cd34' }),
    'anna.berg@sumarhus.example revoked the API key “Channel manager” (shk_Ab12Cd34…)',
    'anna.berg@sumarhus.example hat den API-Schlüssel „Channel manager“ (shk_Ab12Cd34…) widerrufen',
  ],
];

describe('the audit trail in words', () => {
  const w = {} as Record<Locale, AuditWords>;
  before(async () => {
    w.en = await words('en');
    w.de = await words('de');
  });

  for (const [name, entry, en, de] of CASES)
    it(`says ${name} in English and German`, () => {
      expect(plain(auditSentence(entry, w.en, MORE))).to.equal(en);
      expect(plain(auditSentence(entry, w.de, MORE))).to.equal(de);
    });

  it('has a case for every action it knows', () => {
    const covered = new Set(CASES.map(([, entry]) => entry.action));
    const known = [...Object.keys(AUDIT_SENTENCES), ...Object.keys(MORE)];
    expect(known.filter((action) => !covered.has(action))).to.deep.equal([]);
  });

  it('says who did an action it does not know, and names the action', () => {
    const entry = row('guest.edit', { phone: '+49 1' }, { phone: '+49 2' });
    expect(auditSentence(entry, w.en)).to.equal('anna.berg@sumarhus.example: guest.edit');
    expect(auditSentence(entry, w.de)).to.equal('anna.berg@sumarhus.example: guest.edit');
    expect(auditSentence(row('toString', null, null), w.en)).to.equal('anna.berg@sumarhus.example: toString');
  });

  it('names the staff user by name when they have one, by login when not', () => {
    const named = { ...row('refund', null, { amountCents: 12_000 }), name: 'Anna Berg' };
    expect(auditSentence(named, w.en)).to.equal('Anna Berg refunded €120.00');
    expect(plain(auditSentence(named, w.de))).to.equal('Anna Berg hat 120,00 € erstattet');
    expect(auditSentence({ ...named, action: 'guest.edit' }, w.en)).to.equal('Anna Berg: guest.edit');
    expect(auditSentence({ ...named, name: null }, w.en)).to.equal('anna.berg@sumarhus.example refunded €120.00');
  });

  it('falls back to the generic sentence for a known action whose row it cannot read', () => {
    expect(auditSentence(row('refund', null, { amount: 'lots' }), w.en)).to.equal('anna.berg@sumarhus.example: refund');
    expect(auditSentence(row('addBlock', null, null), w.de)).to.equal('anna.berg@sumarhus.example: addBlock');
  });
});
