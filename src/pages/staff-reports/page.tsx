import type { OccupancyRow, StaffReport } from '../../../contract/api/staff-reports.ts';
import { pathFor } from '../../../contract/routes.ts';
import { reportCsvUrl } from '../../api/staff-reports.ts';
import { StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import { ReportSection, type SectionRow } from './ReportSection.tsx';
import './reports.css';

export { loader };

const OCCUPANCY = ['bookableNights', 'bookedNights', 'occupancyPercent'];

/**
 * docs/product/reports.md: the period and filters in a plain GET form; each table with its chart
 * (drawn in the browser, hidden from assistive technology) and its CSV. Without JavaScript the
 * tables alone tell.
 */
export default function StaffReportsPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const { filters, report, refused } = data;
  const here = pathFor('staffReports', locale);
  // Counts with the language's thousands separator; euros with their cents; rates and averages to one decimal.
  const intl = locale === 'de' ? 'de-DE' : 'en-GB';
  const fixed = (digits: number) =>
    new Intl.NumberFormat(intl, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const euros = (cents: number) => fixed(2).format(cents / 100);
  const decimal = (value: number | null) => (value === null ? '–' : fixed(1).format(value));
  const csv = (table: string) => reportCsvUrl(table, filters, locale);
  const invalid = (field: string) => refused?.field === field || undefined;
  const field = (name: 'from' | 'to' | 'house' | 'owner', type = 'text') => (
    <div>
      <label htmlFor={`report-${name}`}>{t(`staffReports.${name}`)}</label>
      <input
        id={`report-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name] ?? report?.[name] ?? ''}
        aria-invalid={invalid(name)}
        aria-describedby={invalid(name) && 'report-refused'}
        maxLength={20}
      />
    </div>
  );
  return (
    <StaffFrame routeId="staffReports" title={t('staffReports.title')}>
      <p>{t('staffReports.intro')}</p>
      <form method="get" action={here} className="staff-form report-filters" aria-label={t('staffReports.filters')}>
        {field('from', 'date')}
        {field('to', 'date')}
        <div>
          <label htmlFor="report-region">{t('staffReports.region')}</label>
          <select
            id="report-region"
            name="region"
            defaultValue={filters.region ?? ''}
            aria-invalid={invalid('region')}
            aria-describedby={invalid('region') && 'report-refused'}
          >
            <option value="">{t('staffReports.anyRegion')}</option>
            {report?.regions.map((r) => (
              <option key={r.key} value={r.key}>
                {r.name[locale]}
              </option>
            ))}
          </select>
        </div>
        {field('house')}
        {field('owner')}
        <button type="submit" className="button">
          {t('staffReports.show')}
        </button>
      </form>
      {refused && (
        <p className="form-alert" role="alert" id="report-refused" data-testid="staff-error">
          {refused.message}
        </p>
      )}
      {report && <Tables report={report} euros={euros} decimal={decimal} csv={csv} />}
    </StaffFrame>
  );
}

function Tables({
  report,
  euros,
  decimal,
  csv,
}: {
  report: StaffReport;
  euros: (cents: number) => string;
  decimal: (value: number | null) => string;
  csv: (table: string) => string;
}) {
  const { t, locale, formatNumber } = useI18n();
  const regionName = (key: string) => report.regions.find((r) => r.key === key)?.name[locale] ?? key;
  const occupancyRows = (rows: OccupancyRow[], head = (key: string) => key): SectionRow[] =>
    rows.map((r) => ({
      head: head(r.key),
      cells: [formatNumber(r.bookableNights), formatNumber(r.bookedNights), decimal(r.occupancyPercent)],
    }));
  const occupancyChart = (rows: OccupancyRow[], head = (key: string) => key) => ({
    type: 'bar' as const,
    labels: rows.map((r) => head(r.key)),
    datasets: [{ name: t('staffReports.columns.occupancyPercent'), values: rows.map((r) => r.occupancyPercent ?? 0) }],
  });
  const column = (key: string) => t(`staffReports.columns.${key}`);
  const months = report.revenue.map((r) => r.month);
  /** A chart's lines or bars: one per column, its values by month (cents in euros). */
  const series = <R, K extends keyof R & string>(rows: R[], keys: K[], divide = 1) =>
    keys.map((key) => ({ name: column(key), values: rows.map((r) => Number(r[key]) / divide) }));
  return (
    <>
      <ReportSection
        table="occupancy-month"
        columns={['month', ...OCCUPANCY]}
        rows={occupancyRows(report.occupancy.byMonth)}
        chart={occupancyChart(report.occupancy.byMonth)}
        csv={csv('occupancy-month')}
      />
      <ReportSection
        table="occupancy-region"
        columns={['region', ...OCCUPANCY]}
        rows={occupancyRows(report.occupancy.byRegion, regionName)}
        chart={occupancyChart(report.occupancy.byRegion, regionName)}
        csv={csv('occupancy-region')}
      />
      <ReportSection
        table="revenue"
        columns={['month', 'grossCents', 'commissionCents', 'payoutCents', 'guestsCents', 'partnersCents']}
        rows={report.revenue.map((r) => ({
          head: r.month,
          cells: [r.grossCents, r.commissionCents, r.payoutCents, r.guestsCents, r.partnersCents].map(euros),
        }))}
        chart={{
          type: 'bar',
          labels: months,
          datasets: series(report.revenue, ['grossCents', 'commissionCents', 'payoutCents'], 100),
        }}
        csv={csv('revenue')}
      />
      <ReportSection
        table="pace"
        columns={['which', 'from', 'to', 'asOf', 'bookings', 'valueCents']}
        rows={report.pace.map((r) => ({
          head: column(r.which),
          cells: [r.from, r.to, r.asOf, formatNumber(r.bookings), euros(r.valueCents)],
        }))}
        chart={{
          type: 'bar',
          labels: report.pace.map((r) => column(r.which)),
          datasets: [{ name: column('bookings'), values: report.pace.map((r) => r.bookings) }],
        }}
        csv={csv('pace')}
      />
      <ReportSection
        table="stays"
        columns={['month', 'bookings', 'averageNights', 'averageLeadDays', 'cancellations', 'feesKeptCents']}
        rows={report.stays.map((r) => ({
          head: r.month,
          cells: [
            formatNumber(r.bookings),
            decimal(r.averageNights),
            decimal(r.averageLeadDays),
            formatNumber(r.cancellations),
            euros(r.feesKeptCents),
          ],
        }))}
        chart={{ type: 'line', labels: months, datasets: series(report.stays, ['bookings', 'cancellations']) }}
        csv={csv('stays')}
      />
      <ReportSection
        table="occupancy-house"
        columns={['house', ...OCCUPANCY]}
        rows={occupancyRows(report.occupancy.byHouse)}
        csv={csv('occupancy-house')}
      />
    </>
  );
}
