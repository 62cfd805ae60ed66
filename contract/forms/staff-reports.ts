/**
 * The reports' filters (docs/product/reports.md): GET /api/staff/reports and its CSV, and the
 * reports screen's plain GET form. A period of days (both included, at most three years), and
 * optionally one region (its key), one house or one owner (their codes).
 */
import { enums, object, optional, pattern, refine, string, type Infer } from 'superstruct';
import { isIsoDate, nightsBetween } from '../dates.ts';
import { LOCALES } from '../locale.ts';
import { IsoDateStruct } from './fields.ts';

/** The longest period a report covers, in days. */
export const MAX_REPORT_DAYS = 3 * 366;

export const REPORT_TABLES = [
  'occupancy-month',
  'occupancy-region',
  'occupancy-house',
  'revenue',
  'pace',
  'stays',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const CODE = pattern(string(), /^[A-Za-z0-9-]{2,20}$/);

const ReportFilters = object({
  from: optional(IsoDateStruct),
  to: optional(IsoDateStruct),
  region: optional(pattern(string(), /^[a-z]{1,20}$/)),
  house: optional(CODE),
  owner: optional(CODE),
});

/**
 * The period must run forwards and be no longer than MAX_REPORT_DAYS; the failure names `to`.
 * Superstruct runs it even when a day is malformed (that day's own failure names it).
 */
export const inOrder = <T extends { from?: string; to?: string }>(value: T) =>
  !value.from ||
  !value.to ||
  !isIsoDate(value.from) ||
  !isIsoDate(value.to) ||
  (value.to >= value.from && nightsBetween(value.from, value.to) < MAX_REPORT_DAYS) || {
    path: ['to'],
    message: `Expected a day from ${value.from}, at most ${MAX_REPORT_DAYS} days on`,
  };

export const ReportQuery = refine(ReportFilters, 'to', inOrder);
export type ReportQuery = Infer<typeof ReportQuery>;

export const ReportCsvQuery = refine(
  object({ ...ReportFilters.schema, table: enums(REPORT_TABLES), lang: optional(enums(LOCALES)) }),
  'to',
  inOrder,
);
export type ReportCsvQuery = Infer<typeof ReportCsvQuery>;
