import type { ReportTable } from '../../../contract/forms/staff-reports.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { ReportChart } from './ReportChart.tsx';
import type { ChartSpec } from './report-chart.ts';

export interface SectionRow {
  /** The row's heading cell (a month, a region, a house). */
  head: string;
  cells: string[];
}

/** One table of the report: its heading, the chart, the numbers in a real table, and its CSV. */
export function ReportSection({
  table,
  columns,
  rows,
  chart,
  csv,
}: {
  table: ReportTable;
  /** The column keys (staffReports.columns), the row heading's first. */
  columns: string[];
  rows: SectionRow[];
  chart?: ChartSpec;
  csv: string;
}) {
  const { t } = useI18n();
  const title = t(`staffReports.tables.${table}`);
  const id = `report-${table}`;
  return (
    <section className="staff-section report" aria-labelledby={id} data-table={table}>
      <h2 id={id}>{title}</h2>
      {chart && <ReportChart spec={chart} />}
      <div className="report__scroll">
        <table className="staff-table report__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={i ? 'num' : undefined}>
                  {t(`staffReports.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.head}>
                <th scope="row">{row.head}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i + 1]} className="num">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={csv} download>
          {t('staffReports.csv')}
          <span className="visually-hidden">: {title}</span>
        </a>
      </p>
    </section>
  );
}
