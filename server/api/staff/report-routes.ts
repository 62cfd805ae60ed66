/**
 * The reports' calls under /api/staff (docs/product/reports.md, docs/product/api.md#staff-reports):
 * everyone in the back office reads them. A filter that is no date, runs backwards, or names no
 * region, house or owner is a 422 naming the field by its label.
 *
 *   GET /reports?from&to&region&house&owner          StaffReport
 *   GET /reports.csv?table&lang&from&to&region&house&owner  one table, text/csv in that language's format
 */
import type { Request, Router } from 'express';
import type { Struct } from 'superstruct';
import { todayInIceland } from '../../../contract/dates.ts';
import { ReportCsvQuery, ReportQuery } from '../../../contract/forms/staff-reports.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, validate } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';
import type { ApiDeps } from '../deps.ts';
import { fieldLabel, REPORT_LABELS } from './field-labels.ts';
import { reportCsv } from './reports-csv.ts';
import { ReportRefusal, staffReport } from './reports.ts';

function refused(req: Request, field: string, key: 'staff.errors.invalid' | 'staffReports.unknown'): HttpError {
  const label = fieldLabel(requestLocale(req), field, REPORT_LABELS);
  return new HttpError(422, t(requestLocale(req), key, { field: label }), field, { code: 'invalid' });
}

function query<T, S>(req: Request, struct: Struct<T, S>): T {
  try {
    return validate(withoutBlanks(req.query), struct);
  } catch (err) {
    if (err instanceof HttpError && err.field) throw refused(req, err.field, 'staff.errors.invalid');
    throw err;
  }
}

export function reportRoutes(router: Router, db: Db, clock: ApiDeps['clock']): void {
  const report = async (req: Request, filters: ReportQuery) => {
    try {
      return await staffReport(db, filters, todayInIceland(clock()));
    } catch (err) {
      if (err instanceof ReportRefusal) throw refused(req, err.field, 'staffReports.unknown');
      throw err;
    }
  };
  router.get('/reports', async (req, res) => {
    res.json(await report(req, query(req, ReportQuery)));
  });
  router.get('/reports.csv', async (req, res) => {
    const { table, lang, ...filters } = query(req, ReportCsvQuery);
    const answer = await report(req, filters);
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${table}-${answer.from}-${answer.to}.csv"`,
    });
    res.send(reportCsv(answer, table, lang ?? requestLocale(req)));
  });
}
