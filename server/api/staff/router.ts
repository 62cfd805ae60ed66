/**
 * The back office's API under /api/staff (docs/product/api.md#staff): staff sessions only (401
 * without a session, 403 for company users), each role held to its calls by access.ts; bodies and queries validated by
 * the schemas of contract/forms/staff.ts; refusals as JSON with a code and the
 * message in the request's language.
 *
 *   GET    /bookings              filters, search, page: StaffBookingList
 *   GET    /bookings.csv          the same filters and ?lang, every row, text/csv in that language's format
 *   GET    /bookings/{code}       StaffBooking
 *   GET    /bookings/{code}/documents/{name}.pdf  a stored PDF of the booking, to open (inline)
 *   POST   /bookings/{code}/payments   {paymentId}        record one scheduled payment as paid by bank
 *   POST   /bookings/{code}/transfers  {amountCents, receivedOn, reference}  a bank transfer as it arrived (409 when repeated)
 *   POST   /bookings/{code}/cancel     {waiveFee, reason} cancel, refunds sent after the commit
 *   POST   /bookings/{code}/refunds    {amountCents, reason}  refund cents of what was paid
 *   POST   /bookings/{code}/refunds/sent {refundId, sentOn, reference}  a bank refund was sent by a person
 *   POST   /bookings/{code}/lines      {position, resFrom, resTo, house?, override?, reason?}  move a house of the booking
 *   POST   /bookings/{code}/resend     {what}             confirmation | documents
 *   POST   /bookings/{code}/notes      {text}             add an internal note
 *   POST   /bookings/{code}/guest      GuestEditForm      correct the guest's details (guest-edit.ts)
 *   POST   /bookings/quote        phone booking's fields: StaffPhoneQuote (the price, the rules overridden)
 *   POST   /bookings              phone booking's fields: 201 StaffBooking (phone-booking.ts)
 *   GET    /accounts              StaffAccount[]: the trade partners a booking can be put on the account of
 *   GET    /houses?q=             StaffHouseRow[]
 *   GET    /houses/{code}?month=yyyy-MM   StaffHouse
 *   POST   /houses/{code}/blocks  {from, to, note}        add a block (409 when taken)
 *   DELETE /houses/{code}/blocks/{id}
 *   POST   /houses/{code}/notes   {text}                 add an internal note
 *   PUT    /houses/{code}/seasons/{id}  {weekCents, oldWeekCents?}
 *   GET    /houses/{code}/calendars               StaffCalendars (the export URL made on first ask)
 *   POST   /houses/{code}/calendars  {url, label} register an owner's external calendar
 *   DELETE /houses/{code}/calendars/{id}
 *   POST   /houses/{code}/calendars/import        import the house's calendars now
 *   POST   /houses/{code}/calendars/export/revoke a new export URL; the old one 404s
 *   GET    /calendar-conflicts                    StaffConflictCount
 *   GET    /jobs                                  StaffJobRun[]: the background jobs' last runs
 *   /owners, /houses/{code}/owner: owners.ts
 *   /statements, /payouts: statements.ts
 *   /reports, /reports.csv: report-routes.ts
 *   /users, /companies: admin.ts
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { Struct } from 'superstruct';
import type { StaffHouse } from '../../../contract/api/staff.ts';
import {
  BankTransferBody,
  BlockForm,
  CalendarForm,
  CancelForm,
  ChangeLineForm,
  HouseQuery,
  RecordPaymentForm,
  RefundSentForm,
  RefundBody,
  ResendForm,
  SeasonPriceBody,
  StaffBookingQuery,
  StaffCsvQuery,
  withoutBlanks,
} from '../../../contract/forms/staff.ts';
import { PhoneBookingForm } from '../../../contract/forms/phone-booking.ts';
import type { Locale } from '../../../contract/locale.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { outbound as outboundFetch } from '../../http/outbound-fetch.ts';
import { t } from '../../texts.ts';
import type { Queryable } from '../../db/client.ts';
import type { ApiDeps } from '../deps.ts';
import { HttpError, validate } from '../../http/errors.ts';
import { euro } from '../../documents/format.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { issuePendingRefunds } from '../payments/refunds.ts';
import { expireSupersededPages } from '../payments/sessions.ts';
import { documentContent, loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { sendDocument } from '../bookings/send-document.ts';
import { documentNameOf } from '../reservations/links.ts';
import type { StaffUser } from '../users/repository.ts';
import { staffAccess } from './access.ts';
import { adminRoutes } from './admin.ts';
import { ownerRoutes } from './owners.ts';
import { statementRoutes } from './statements.ts';
import { MONTH } from '../../../contract/forms/staff-books.ts';
import { reportRoutes } from './report-routes.ts';
import { houseOwner } from '../owners/house-owner.ts';
import { auditTrail } from './audit.ts';
import { addNote, notesOf } from './notes.ts';
import { editGuest, guestRefusal } from './guest-edit.ts';
import { isCountryCode } from '../reservations/countries.ts';
import { GuestEditForm } from '../../../contract/forms/staff-guest.ts';
import { NoteForm } from '../../../contract/forms/staff-notes.ts';
import { jobRuns } from './jobs.ts';
import { accounts, guestForm, quotePhoneBooking, takePhoneBooking } from './phone-booking.ts';
import {
  conflictCount,
  houseCalendars,
  importHouseNow,
  registerHouseCalendar,
  removeHouseCalendar,
  revokeExportUrl,
} from './calendars.ts';
import {
  lockedBooking,
  StaffRefusal,
  staffCancel,
  staffRecordPayment,
  staffRefund,
  staffRefundSent,
  staffResend,
} from './actions.ts';
import { staffBooking } from './booking.ts';
import { bookingsCsv, listBookings } from './bookings.ts';
import { staffBankTransfer } from './bank-transfer.ts';
import { changeLine, LineRefusal } from './change-line.ts';
import {
  ACTION_LABELS,
  fieldLabel,
  GUEST_LABELS,
  HOUSE_SEARCH_LABELS,
  NOTE_LABELS,
  type FieldLabels,
} from './field-labels.ts';
import {
  addBlock,
  findHouse,
  HouseRefusal,
  listHouses,
  monthRange,
  removeBlock,
  seasonsOf,
  staysBetween,
  updateSeasonPrice,
} from './houses.ts';

const BOOKING_CODE = /^[0-9]{8}$/;
const HOUSE_CODE = /^[A-Za-z0-9-]{2,20}$/;

/** A body or query through its schema; a wrong field is a 400 naming it by its label, in the request's language. */
function input<T, S>(req: Request, value: unknown, struct: Struct<T, S>, labels?: FieldLabels): T {
  try {
    return validate(value ?? {}, struct);
  } catch (err) {
    if (err instanceof HttpError && err.field) {
      const lang = requestLocale(req);
      throw new HttpError(
        400,
        t(lang, 'staff.errors.invalid', { field: fieldLabel(lang, err.field, labels) }),
        err.field,
        { code: 'invalid' },
      );
    }
    throw err;
  }
}

function refusal(lang: Locale, err: unknown): never {
  if (err instanceof StaffRefusal) {
    const amount = err.maxCents === undefined ? '' : euro(err.maxCents, lang);
    throw new HttpError(err.status, t(lang, `staff.errors.${err.code}`, { amount }), undefined, {
      code: err.code,
      ...(err.maxCents === undefined ? {} : { maxCents: err.maxCents }),
    });
  }
  if (err instanceof HouseRefusal)
    throw new HttpError(err.status, t(lang, `staff.errors.${err.code}`), undefined, { code: err.code });
  if (err instanceof LineRefusal) {
    const params = {
      field: err.field ? fieldLabel(lang, err.field) : '',
      override: t(lang, 'staff.booking.override'),
      ...err.params,
      ...Object.fromEntries(Object.entries(err.cents).map(([name, cents]) => [name, euro(cents, lang)])),
    };
    throw new HttpError(err.status, t(lang, `staff.errors.${err.code}`, params), err.field, { code: err.code });
  }
  throw err;
}

export function staffRouter(deps: ApiDeps): Router {
  const { db, config, logger, provider, clock, company } = deps;
  const outbound = outboundFetch({ allowHosts: config.fetchAllowHosts });
  const money = () => ({ now: clock(), company, secret: config.jwtSecret, publicUrl: config.publicUrl });
  const router = Router();
  router.use(staffAccess);

  const bookingCode = (req: Request): string => {
    const code = String(req.params.code);
    if (!BOOKING_CODE.test(code))
      throw new HttpError(404, t(requestLocale(req), 'staff.errors.notFound'), undefined, { code: 'notFound' });
    return code;
  };
  const houseCode = (req: Request): string => {
    const code = String(req.params.code);
    if (!HOUSE_CODE.test(code))
      throw new HttpError(404, t(requestLocale(req), 'staff.errors.houseNotFound'), undefined, {
        code: 'houseNotFound',
      });
    return code;
  };
  const idParam = (
    req: Request,
    name: string,
    code: 'blockNotFound' | 'seasonNotFound' | 'calendarNotFound',
  ): number => {
    const id = Number(req.params[name]);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new HttpError(404, t(requestLocale(req), `staff.errors.${code}`), undefined, { code });
    return id;
  };

  router.get('/bookings', async (req, res) => {
    res.json(await listBookings(db, input(req, withoutBlanks(req.query), StaffBookingQuery), todayInIceland(clock())));
  });
  router.get('/bookings.csv', async (req, res) => {
    const { lang, ...query } = input(req, withoutBlanks(req.query), StaffCsvQuery);
    const csv = await bookingsCsv(db, query, lang ?? requestLocale(req), todayInIceland(clock()));
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="bookings-${todayInIceland(clock())}.csv"`,
    });
    res.send(csv);
  });

  const answerBooking = async (req: Request, record: ReservationRecord | null) => {
    if (!record)
      throw new HttpError(404, t(requestLocale(req), 'staff.errors.notFound'), undefined, { code: 'notFound' });
    return staffBooking(db, record, clock());
  };
  router.get('/bookings/:code', async (req, res) => {
    res.json(await answerBooking(req, await loadReservation(db, { code: bookingCode(req) })));
  });
  router.get('/bookings/:code/documents/:file', async (req, res) => {
    const notFound = () =>
      new HttpError(404, t(requestLocale(req), 'staff.errors.documentNotFound'), undefined, {
        code: 'documentNotFound',
      });
    const name = documentNameOf(String(req.params.file));
    if (!name) throw notFound();
    const record = await loadReservation(db, { code: bookingCode(req) });
    const file = record && (await documentContent(db, record.id, name));
    if (!file) throw notFound();
    sendDocument(res, file, 'inline');
  });

  /** One action on a booking: in its transaction, refusals in the request's language, the booking as it is after. */
  const act = (
    run: (tx: Queryable, who: StaffUser, code: string, req: Request) => Promise<ReservationRecord>,
    after?: (record: ReservationRecord) => Promise<unknown>,
  ) =>
    (async (req, res) => {
      const code = bookingCode(req);
      const who = req.staff!;
      let record: ReservationRecord;
      try {
        record = await db.transaction((tx) => run(tx, who, code, req));
      } catch (err) {
        refusal(requestLocale(req), err);
      }
      logger.info({ reservationId: record.id, staff: who.id, action: req.path.split('/').pop() }, 'staff action');
      await after?.(record);
      res.json(await answerBooking(req, await loadReservation(db, { id: record.id })));
    }) satisfies RequestHandler;

  /** After a change of the booking's money: its refunds to the provider, and the pages it replaced expired there. */
  const afterMoney = async (record: ReservationRecord) => {
    await issuePendingRefunds(db, provider, { ...money(), logger, reservationId: record.id });
    await expireSupersededPages(db, provider, record.id, { now: clock(), logger });
  };

  router.post(
    '/bookings/:code/payments',
    act((tx, who, code, req) =>
      staffRecordPayment(tx, who, code, input(req, req.body, RecordPaymentForm).paymentId, money()),
    ),
  );
  router.post(
    '/bookings/:code/transfers',
    act(
      (tx, who, code, req) => staffBankTransfer(tx, who, code, input(req, req.body, BankTransferBody), money()),
      afterMoney,
    ),
  );
  router.post(
    '/bookings/:code/cancel',
    act(
      (tx, who, code, req) => staffCancel(tx, who, code, input(req, req.body, CancelForm, ACTION_LABELS), money()),
      afterMoney,
    ),
  );
  router.post(
    '/bookings/:code/refunds',
    act((tx, who, code, req) => {
      const { amountCents, reason } = input(req, req.body, RefundBody, ACTION_LABELS);
      return staffRefund(tx, who, code, { cents: amountCents, reason }, money());
    }, afterMoney),
  );
  router.post(
    '/bookings/:code/refunds/sent',
    act((tx, who, code, req) => staffRefundSent(tx, who, code, input(req, req.body, RefundSentForm), money())),
  );
  router.post(
    '/bookings/:code/lines',
    act((tx, who, code, req) => changeLine(tx, who, code, input(req, req.body, ChangeLineForm), money()), afterMoney),
  );
  router.post(
    '/bookings/:code/resend',
    act((tx, who, code, req) => staffResend(tx, who, code, input(req, req.body, ResendForm).what, money())),
  );

  router.post(
    '/bookings/:code/notes',
    act(async (tx, who, code, req) => {
      const { text } = input(req, req.body, NoteForm, NOTE_LABELS);
      const record = await lockedBooking(tx, code);
      await addNote(tx, who, { type: 'reservation', key: code }, text, clock());
      return record;
    }),
  );

  router.post(
    '/bookings/:code/guest',
    act(async (tx, who, code, req) => {
      const form = input(req, req.body, GuestEditForm, GUEST_LABELS);
      return editGuest(tx, who, code, form, money(), isCountryCode).catch((err: unknown) => {
        throw guestRefusal(requestLocale(req), err);
      });
    }),
  );

  router.get('/houses', async (req, res) => {
    const { q } = input(req, withoutBlanks(req.query), HouseQuery, HOUSE_SEARCH_LABELS);
    res.json(await listHouses(db, q));
  });

  const answerHouse = async (code: string, month: string): Promise<StaffHouse> => {
    const house = await findHouse(db, code);
    const { from, to } = monthRange(month);
    return {
      code: house.code,
      name: house.name,
      month,
      stays: await staysBetween(db, house.id, from, to),
      seasons: await seasonsOf(db, house.id),
      ...(await houseOwner(db, house.id)),
      audit: await auditTrail(db, { type: 'house', key: house.code }),
      notes: await notesOf(db, { type: 'house', key: house.code }),
    };
  };
  const monthOf = (req: Request): string => {
    const month =
      typeof req.query.month === 'string' && req.query.month ? req.query.month : todayInIceland(clock()).slice(0, 7);
    if (!MONTH.test(month))
      throw new HttpError(400, t(requestLocale(req), 'staff.errors.invalid', { field: 'month' }), 'month', {
        code: 'invalid',
      });
    return month;
  };
  /** An action on a house (in its transaction), then the answer; refusals in the request's language. */
  const withHouse = async <T>(
    req: Request,
    run: (code: string) => Promise<unknown>,
    answer: (code: string) => Promise<T>,
  ): Promise<T> => {
    const code = houseCode(req);
    try {
      await run(code);
      return await answer(code);
    } catch (err) {
      refusal(requestLocale(req), err);
    }
  };
  const onHouse = (req: Request, run: (code: string) => Promise<unknown>): Promise<StaffHouse> => {
    const month = monthOf(req);
    return withHouse(req, run, (code) => answerHouse(code, month));
  };
  const origin = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
  const onCalendars = (req: Request, run: (code: string) => Promise<unknown>) =>
    withHouse(req, run, (code) => houseCalendars(db, req.staff!, code, origin(req), requestLocale(req)));

  router.get('/houses/:code', async (req, res) => {
    res.json(await onHouse(req, async () => undefined));
  });
  router.post('/houses/:code/blocks', async (req, res) => {
    const block = input(req, req.body, BlockForm);
    res
      .status(201)
      .json(
        await onHouse(req, (code) => db.transaction((tx) => addBlock(tx, req.staff!, code, block, requestLocale(req)))),
      );
  });
  router.delete('/houses/:code/blocks/:id', async (req, res) => {
    const id = idParam(req, 'id', 'blockNotFound');
    res.json(
      await onHouse(req, (code) => db.transaction((tx) => removeBlock(tx, req.staff!, code, id, requestLocale(req)))),
    );
  });
  router.post('/houses/:code/notes', async (req, res) => {
    const { text } = input(req, req.body, NoteForm, NOTE_LABELS);
    const add = (code: string) =>
      db.transaction(async (tx) => {
        const house = await findHouse(tx, code);
        await addNote(tx, req.staff!, { type: 'house', key: house.code }, text, clock());
      });
    res.status(201).json(await onHouse(req, add));
  });
  router.put('/houses/:code/seasons/:id', async (req, res) => {
    const id = idParam(req, 'id', 'seasonNotFound');
    const price = input(req, req.body, SeasonPriceBody);
    res.json(await onHouse(req, (code) => db.transaction((tx) => updateSeasonPrice(tx, req.staff!, code, id, price))));
  });

  router.get('/houses/:code/calendars', async (req, res) => {
    res.json(await onCalendars(req, async () => undefined));
  });
  router.post('/houses/:code/calendars', async (req, res) => {
    const form = input(req, req.body, CalendarForm);
    if (await outbound.refusal(form.url))
      throw new HttpError(422, t(requestLocale(req), 'staff.errors.notPublic'), 'url', { code: 'notPublic' });
    res
      .status(201)
      .json(
        await onCalendars(req, (code) =>
          db.transaction((tx) => registerHouseCalendar(tx, req.staff!, code, form, requestLocale(req))),
        ),
      );
  });
  router.delete('/houses/:code/calendars/:id', async (req, res) => {
    const id = idParam(req, 'id', 'calendarNotFound');
    res.json(
      await onCalendars(req, (code) =>
        db.transaction((tx) => removeHouseCalendar(tx, req.staff!, code, id, requestLocale(req))),
      ),
    );
  });
  router.post('/houses/:code/calendars/import', async (req, res) => {
    let report: unknown;
    const calendars = await onCalendars(
      req,
      async (code) =>
        (report = await importHouseNow(db, req.staff!, code, { now: clock(), logger, fetch: outbound.fetch })),
    );
    res.json({ ...calendars, report });
  });
  router.post('/houses/:code/calendars/export/revoke', async (req, res) => {
    res.json(await onCalendars(req, (code) => db.transaction((tx) => revokeExportUrl(tx, req.staff!, code))));
  });
  const phoneBooking = (req: Request) => {
    const phone = input(req, req.body, PhoneBookingForm);
    return { phone, guest: guestForm(req.body, phone, requestLocale(req), todayInIceland(clock())) };
  };
  router.get('/accounts', async (_req, res) => {
    res.json(await accounts(db));
  });
  router.post('/bookings/quote', async (req, res) => {
    const { phone, guest } = phoneBooking(req);
    try {
      res.json(await quotePhoneBooking(db, phone, guest, todayInIceland(clock())));
    } catch (err) {
      refusal(requestLocale(req), err);
    }
  });
  router.post('/bookings', async (req, res) => {
    const { phone, guest } = phoneBooking(req);
    let record: ReservationRecord;
    try {
      record = await takePhoneBooking(db, req.staff!, phone, guest, {
        locale: phone.language,
        now: clock(),
        company: await company(phone.language),
        publicUrl: config.publicUrl,
        origin: origin(req),
        secret: config.jwtSecret,
      });
    } catch (err) {
      refusal(requestLocale(req), err);
    }
    logger.info({ reservationId: record.id, staff: req.staff!.id, payment: phone.payment }, 'phone booking taken');
    deps.onBooked?.();
    res.status(201).json(await answerBooking(req, record));
  });

  router.get('/jobs', async (_req, res) => {
    res.json(await jobRuns(db));
  });

  router.get('/calendar-conflicts', async (_req, res) => {
    res.json(await conflictCount(db));
  });
  ownerRoutes(router, db, input);
  statementRoutes(router, deps, input);
  reportRoutes(router, db, clock);
  adminRoutes(router, deps, input);

  return router;
}
