/**
 * The owners' statements and payouts under /api/staff (docs/product/api.md#staff-statements):
 * everyone in the back office reads, staff and admins issue a month and record a payout paid
 * (access.ts); both audited in their transaction. Refusals in the request's language.
 *
 *   GET  /statements?month=&owner=      StaffStatementList (no filter: the last month issued)
 *   POST /statements/{month}            StaffIssuedMonth (issued: false when issued before)
 *   GET  /statements/{number}           StaffStatement
 *   GET  /statements/{number}.pdf       the PDF as issued
 *   GET  /statements/{number}.csv?lang  its lines and totals
 *   GET  /payouts/{month}               StaffPayoutList
 *   GET  /payouts/{month}.xml           the month's unpaid payouts as pain.001
 *   GET  /payouts/{month}.csv?lang      the month's payouts
 *   POST /payouts/{number}/paid {paidOn, reference}  StaffPayout
 *   GET  /owners/{code}/statement?from=&to=  StaffPeriodStatement (any period; period.ts)
 */
import type { Request, Response, Router } from 'express';
import { enums, object, optional } from 'superstruct';
import type { StaffStatementList } from '../../../contract/api/staff-books.ts';
import {
  Month,
  PayoutPaidForm,
  PeriodQuery,
  STATEMENT_NUMBER,
  StatementsQuery,
} from '../../../contract/forms/staff-books.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t, type TextKey } from '../../texts.ts';
import type { ApiDeps } from '../deps.ts';
import { statementPdf } from '../statements/document.ts';
import { issueMonth, StatementRefusal } from '../statements/issue.ts';
import { markPaid, monthCarried, monthPayouts, payoutFile, PayoutRefusal } from '../statements/payouts.ts';
import { periodStatement } from '../statements/period.ts';
import { listStatements, readStatement, statementMonths } from '../statements/read.ts';
import { sendDocument } from '../bookings/send-document.ts';
import type { StaffInput } from './admin.ts';
import { auditTrail } from './audit.ts';
import { payoutsCsv, statementCsv } from './books-csv.ts';
import { BOOKS_LABELS } from './field-labels.ts';

const MESSAGES = {
  monthNotOver: 'api.statements.monthNotOver',
  monthBeforeIssued: 'api.statements.monthBeforeIssued',
  statementNotFound: 'api.statements.statementNotFound',
  nothingToPay: 'api.statements.nothingToPay',
  payoutPaid: 'api.statements.payoutPaid',
  paidInFuture: 'api.statements.paidInFuture',
  monthNotIssued: 'api.statements.monthNotIssued',
} as const satisfies Record<StatementRefusal['code'] | PayoutRefusal['code'], TextKey>;

const FileQuery = object({ lang: optional(enums(LOCALES)) });

function refused(lang: Locale, err: unknown): never {
  if (err instanceof StatementRefusal || err instanceof PayoutRefusal)
    throw new HttpError(err.status, t(lang, MESSAGES[err.code]), err.code === 'paidInFuture' ? 'paidOn' : undefined, {
      code: err.code,
    });
  throw err;
}

const csvHeaders = (res: Response, filename: string) =>
  res.set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });

export function statementRoutes(router: Router, deps: ApiDeps, input: StaffInput): void {
  const { db, clock, company } = deps;
  const guarded = async <T>(req: Request, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      refused(requestLocale(req), err);
    }
  };
  const month = (req: Request) => input(req, { month: req.params.month }, object({ month: Month }), BOOKS_LABELS).month;
  /** A statement's number from the path; one that cannot be a number is no statement (404). */
  const number = (req: Request) => {
    const value = String(req.params.number);
    if (!STATEMENT_NUMBER.test(value)) refused(requestLocale(req), new PayoutRefusal('statementNotFound', 404));
    return value;
  };
  const fileLang = (req: Request) => input(req, withoutBlanks(req.query), FileQuery).lang ?? requestLocale(req);
  const statement = async (req: Request) => {
    const found = await readStatement(db, number(req));
    if (!found) refused(requestLocale(req), new PayoutRefusal('statementNotFound', 404));
    return found;
  };

  router.get('/owners/:code/statement', async (req, res) => {
    const period = input(req, withoutBlanks(req.query), PeriodQuery, BOOKS_LABELS);
    const found = await periodStatement(db, String(req.params.code).toUpperCase(), period);
    if (!found)
      throw new HttpError(404, t(requestLocale(req), 'api.owners.notFound'), undefined, { code: 'ownerNotFound' });
    res.json(found);
  });
  router.get('/statements', async (req, res) => {
    const query = input(req, withoutBlanks(req.query), StatementsQuery, BOOKS_LABELS);
    const months = await statementMonths(db, clock());
    const shown = query.month ?? (query.owner ? undefined : months.issued[0]);
    const answer: StaffStatementList = {
      month: shown ?? null,
      owner: query.owner ?? null,
      statements: shown || query.owner ? await listStatements(db, { ...query, month: shown }) : [],
      ...months,
      audit: shown ? await auditTrail(db, { type: 'month', key: shown }) : [],
    };
    res.json(answer);
  });
  router.post('/statements/:month', async (req, res) => {
    const issuing = month(req);
    res.json(await guarded(req, () => issueMonth(db, issuing, req.staff!, clock(), company)));
  });
  router.get('/statements/:number.pdf', async (req, res) => {
    const pdf = await statementPdf(db, number(req));
    if (!pdf) refused(requestLocale(req), new PayoutRefusal('statementNotFound', 404));
    sendDocument(res, pdf, 'inline');
  });
  router.get('/statements/:number.csv', async (req, res) => {
    const lang = fileLang(req);
    const found = await statement(req);
    csvHeaders(res, `${found.number}.csv`).send(statementCsv({ ...found, audit: [] }, lang));
  });
  router.get('/statements/:number', async (req, res) => {
    const found = await statement(req);
    res.json({ ...found, audit: await auditTrail(db, { type: 'statement', key: found.number }) });
  });

  router.get('/payouts/:month.xml', async (req, res) => {
    const of = month(req);
    const file = await guarded(req, async () => payoutFile(db, of, await company(requestLocale(req)), clock()));
    res.set({
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${file.messageId}.xml"`,
      'cache-control': 'private, no-store',
    });
    res.send(file.xml);
  });
  router.get('/payouts/:month.csv', async (req, res) => {
    const of = month(req);
    const lang = fileLang(req);
    csvHeaders(res, `payouts-${of}.csv`).send(payoutsCsv(await monthPayouts(db, of), lang));
  });
  router.get('/payouts/:month', async (req, res) => {
    const of = month(req);
    const { issued } = await statementMonths(db, clock());
    if (!issued.includes(of)) refused(requestLocale(req), new PayoutRefusal('monthNotIssued', 404));
    res.json({ month: of, payouts: await monthPayouts(db, of), carried: await monthCarried(db, of) });
  });
  router.post('/payouts/:number/paid', async (req, res) => {
    const of = number(req);
    const paid = input(req, req.body, PayoutPaidForm, BOOKS_LABELS);
    const [payout] = await guarded(req, () => markPaid(db, [of], paid, req.staff!, clock()));
    res.json(payout);
  });
}
