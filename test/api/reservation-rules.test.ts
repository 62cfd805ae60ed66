import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import fc from 'fast-check';
import type { SettingsData } from '../../contract/content.ts';
import { addDays, fromDayNumber, toDayNumber } from '../../contract/dates.ts';
import { KIT_PRICE_CENTS, KIT_PRICE_EUR, kitsCostCents } from '../../contract/kit.ts';
import {
  depositOf,
  earliestArrival,
  isPastGrace,
  lastDayToPay,
  paymentSchedule,
} from '../../contract/payment-schedule.ts';
import { companyDetailsOf } from '../../server/api/reservations/company.ts';
import { countryCodes, countryList, isCountryCode } from '../../server/api/reservations/countries.ts';
import { checkDocumentLink, signedDocumentUrl } from '../../server/api/reservations/links.ts';
import { validateBooking } from '../../server/api/reservations/validation.ts';
import { HttpError } from '../../server/http/errors.ts';
import { fitsWinAnsi } from '../../server/documents/pdf.ts';
import { renderInvoice } from '../../server/documents/index.ts';
import type { ReservationDocumentData } from '../../server/documents/types.ts';
import { chargedLines, figuresOf } from '../../server/documents/vat.ts';
import { ROOT } from '../helpers/server.ts';
import { bookingForm, pdfText } from './reservation-support.ts';

const settings = (lang: 'en-gb' | 'de-de') =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'content', lang, 'settings.json'), 'utf8')) as { data: SettingsData })
    .data;

describe('reservation rules (pure)', () => {
  describe('payment schedule (contract/payment-schedule.ts)', () => {
    it('≥ 30 days ahead: 20 % deposit today, the balance 30 days before the earliest arrival', () => {
      expect(paymentSchedule(123_456, '2028-03-02', '2027-12-01')).to.deep.equal([
        { kind: 'deposit', amountCents: 24_691, dueDate: '2027-12-01' },
        { kind: 'balance', amountCents: 98_765, dueDate: '2028-02-01' },
      ]);
    });

    it('exactly 30 days ahead: still split, both due today; 29 days: everything today', () => {
      expect(paymentSchedule(10_000, '2028-01-31', '2028-01-01').map((p) => [p.kind, p.dueDate])).to.deep.equal([
        ['deposit', '2028-01-01'],
        ['balance', '2028-01-01'],
      ]);
      expect(paymentSchedule(10_000, '2028-01-30', '2028-01-01')).to.deep.equal([
        { kind: 'full', amountCents: 10_000, dueDate: '2028-01-01' },
      ]);
    });

    it('the parts always add up to the total, the deposit is 20 % to the cent, due dates never precede today', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 50_000_000 }),
          fc.integer({ min: 14, max: 900 }),
          fc.integer({ min: 0, max: 3000 }),
          (total, ahead, start) => {
            const today = fromDayNumber(toDayNumber('2026-01-01') + start);
            const schedule = paymentSchedule(total, addDays(today, ahead), today);
            expect(schedule.reduce((s, p) => s + p.amountCents, 0)).to.equal(total);
            for (const p of schedule) expect(toDayNumber(p.dueDate)).to.be.at.least(toDayNumber(today));
            if (schedule.length === 2) expect(Math.abs(schedule[0].amountCents - total * 0.2)).to.be.at.most(0.5);
            expect(schedule.length === 1).to.equal(ahead < 30);
          },
        ),
      );
      expect(depositOf(5)).to.equal(1);
    });

    it('the earliest arrival of several houses counts; a payment is past its grace on the 6th day after its due date', () => {
      expect(
        earliestArrival([{ resFrom: '2028-03-09' }, { resFrom: '2028-03-02' }, { resFrom: '2028-04-01' }]),
      ).to.equal('2028-03-02');
      expect(lastDayToPay('2028-01-03')).to.equal('2028-01-08');
      expect(isPastGrace('2028-01-03', '2028-01-08')).to.equal(false);
      expect(isPastGrace('2028-01-03', '2028-01-09')).to.equal(true);
      expect(() => paymentSchedule(0, '2028-01-30', '2028-01-01')).to.throw(RangeError);
    });
  });

  describe('kit price: one figure', () => {
    it('the content settings (en and de) show the price the booking service charges', () => {
      expect(settings('en-gb').kit_price).to.equal(KIT_PRICE_EUR);
      expect(settings('de-de').kit_price).to.equal(KIT_PRICE_EUR);
      expect(kitsCostCents(3)).to.equal(3 * KIT_PRICE_CENTS);
      expect(KIT_PRICE_CENTS).to.equal(3500);
    });
  });

  describe('countries', () => {
    it('are the 249 officially assigned ISO 3166-1 alpha-2 codes, named and sorted per language', () => {
      expect(countryCodes().size).to.equal(249);
      for (const code of ['DE', 'IS', 'AT', 'CH', 'GB', 'US', 'AX', 'SS', 'CW', 'BQ', 'SX', 'EH', 'PS', 'TW'])
        expect(isCountryCode(code), code).to.equal(true);
      for (const code of ['EU', 'UN', 'XK', 'ZZ', 'SU', 'YU', 'AN', 'UK', 'AC', 'QO', 'de', 'DEU'])
        expect(isCountryCode(code), code).to.equal(false);
      expect(countryList('en')[0]).to.deep.equal({ code: 'AF', name: 'Afghanistan' });
      expect(
        countryList('de')
          .slice(0, 3)
          .map((c) => c.name),
      ).to.deep.equal(['Afghanistan', 'Ägypten', 'Ålandinseln']);
    });
  });

  describe('signed document links', () => {
    const secret = 's'.repeat(40);
    const now = new Date('2028-01-01T12:00:00Z');
    it('verify until they expire; a different code, document, expiry or secret does not', () => {
      const { url, expiresAt } = signedDocumentUrl(secret, '12345678', 'invoice', now, 600);
      const u = new URL(url, 'http://x');
      const [exp, sig] = [u.searchParams.get('exp'), u.searchParams.get('sig')];
      expect(expiresAt.toISOString()).to.equal('2028-01-01T12:10:00.000Z');
      expect(checkDocumentLink(secret, '12345678', 'invoice', exp, sig, now)).to.equal('ok');
      expect(checkDocumentLink(secret, '12345678', 'invoice', exp, sig, new Date('2028-01-01T12:10:00Z'))).to.equal(
        'expired',
      );
      expect(checkDocumentLink(secret, '12345679', 'invoice', exp, sig, now)).to.equal('forbidden');
      expect(checkDocumentLink(secret, '12345678', 'travel-1', exp, sig, now)).to.equal('forbidden');
      expect(checkDocumentLink(secret, '12345678', 'invoice', String(Number(exp) + 1), sig, now)).to.equal('forbidden');
      expect(checkDocumentLink('t'.repeat(40), '12345678', 'invoice', exp, sig, now)).to.equal('forbidden');
      expect(checkDocumentLink(secret, '12345678', 'invoice', undefined, sig, now)).to.equal('forbidden');
      expect(checkDocumentLink(secret, '12345678', 'invoice', exp, [sig], now)).to.equal('forbidden');
    });
  });

  describe('booking form validation', () => {
    const today = '2028-02-29';
    const form = (over: Record<string, unknown>) =>
      bookingForm('c'.repeat(32), { arrival: '2028-04-01', departure: '2028-04-20' }, over);
    const fails = (over: Record<string, unknown>, on = today): Record<string, string> => {
      try {
        validateBooking(form(over), 'en', on);
      } catch (err) {
        if (err instanceof HttpError) return (err.extra.codes as Record<string, string>) ?? {};
        throw err;
      }
      return {};
    };
    it('an adult is 18 on the day of the 18th birthday (29 February birthdays on 1 March)', () => {
      expect(fails({ birthDate: '2010-02-28' })).to.deep.equal({});
      expect(fails({ birthDate: '2010-03-01' })).to.deep.equal({ birthDate: 'minor' });
      expect(fails({ birthDate: '2008-02-29' }, '2026-02-28')).to.deep.equal({ birthDate: 'minor' });
      expect(fails({ birthDate: '2008-02-29' }, '2026-03-01')).to.deep.equal({});
      expect(fails({ birthDate: '1900-01-01' })).to.deep.equal({ birthDate: 'tooOld' });
    });
    it('trims, upper-cases the country, coerces numbers and keeps defaults (no title: none)', () => {
      const v = validateBooking(
        form({
          firstName: '  Anna ',
          countryIso: ' is ',
          numberAdults: '2',
          numberChildren: undefined,
          numberViatorKit: '2',
          title: undefined,
          arrivalTransportType: '2',
        }),
        'en',
        today,
      );
      expect(v).to.deep.include({
        firstName: 'Anna',
        countryIso: 'IS',
        numberAdults: 2,
        numberChildren: 0,
        arrivalTransportType: 2,
      });
      expect(v.title).to.equal(undefined);
      expect(validateBooking(form({ title: ' ' }), 'en', today).title).to.equal(undefined);
    });
    it('refuses control characters and non-integers', () => {
      expect(fails({ address: 'Street 1\r\nBcc: x@y.z' })).to.deep.equal({ address: 'invalid' });
      expect(fails({ numberAdults: 1.5 })).to.deep.equal({ numberAdults: 'invalid' });
      expect(fails({ cartId: 12345 })).to.deep.equal({});
    });
  });

  describe('PDF fonts', () => {
    it('uses the standard fonts for English, German and Icelandic text, and embeds one for other scripts', () => {
      expect(fitsWinAnsi('Þórsmörk – Müller „Haus“ € 1.234,50 × ° ð æ')).to.equal(true);
      expect(fitsWinAnsi('Wałęsa')).to.equal(false);
      expect(fitsWinAnsi('Παπαδόπουλος')).to.equal(false);
    });

    it('renders a guest name in Polish or Greek readably', async () => {
      const company = companyDetailsOf(settings('en-gb'));
      const data: ReservationDocumentData = {
        locale: 'en',
        bookingCode: '00420042',
        renderedAt: new Date('2027-12-01T09:00:00Z'),
        status: 'pending_payment',
        onAccount: false,
        cancellation: null,
        guest: {
          title: 'Mr',
          firstName: 'Łukasz',
          lastName: 'Παπαδόπουλος',
          address: 'ul. Świętokrzyska 1',
          city: 'Kraków',
          zipCode: '30-001',
          countryName: 'Poland',
          email: 'l@example.com',
          mobilePhone: '+48 600 000 000',
        },
        agency: null,
        numberAdults: 1,
        numberChildren: 0,
        houses: [
          {
            position: 1,
            code: 'SH-1',
            name: 'Hraunhús',
            typeName: 'Holiday house',
            region: 'South Iceland',
            area: null,
            mainPoint: null,
            streetAddress: null,
            points: [],
            latitude: 63.7,
            longitude: -19.9,
            maxPersons: 2,
            resFrom: '2028-03-02',
            resTo: '2028-03-09',
            nights: 7,
            priceCents: 100000,
          },
        ],
        kits: { count: 0, priceCents: 3500, totalCents: 0 },
        money: { paidCents: 0, openCents: 100000 },
        payments: [
          {
            kind: 'full',
            amountCents: 100000,
            dueDate: '2027-12-01',
            lastDayToPay: '2027-12-06',
            paidAt: null,
            method: null,
          },
        ],
        checkInCenter: {
          name: 'Keflavík Airport',
          address: 'Keflavík',
          openingHours: 'daily',
          directions: '',
          latitude: 63.9,
          longitude: -22.6,
        },
        arrival: { date: '2028-03-01', transportType: 1, transportNumber: 'FI 1' },
        departure: { date: '2028-03-09', transportType: 1, transportNumber: 'FI 2' },
        checkInTime: '16:00',
        checkOutTime: '11:00',
        emergencyPhone: '+354 552 6699',
        company,
      };
      const lines = chargedLines(
        {
          houses: [
            {
              position: 1,
              code: 'SH-1',
              name: 'Hraunhús',
              resFrom: '2028-03-02',
              resTo: '2028-03-09',
              nights: 7,
              grossCents: 100000,
            },
          ],
          kits: { count: 0, unitCents: 3500, grossCents: 0 },
          cancellationFeeCents: null,
        },
        company.rates,
      );
      const text = pdfText(
        await renderInvoice(data, {
          kind: 'invoice',
          reason: 'booking',
          number: '2027-000001',
          issueDate: '2027-12-01',
          corrects: null,
          replacedBy: null,
          figures: figuresOf(lines),
        }),
      );
      expect(text).to.include('Łukasz Παπαδόπουλος').and.include('ul. Świętokrzyska 1').and.include('€1,000.00');
    });
  });
});
