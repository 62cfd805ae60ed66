import type { StaffJobRun } from '../../../contract/api/staff.ts';
import { JOB_EVERY_MS, JOB_LATE_AFTER_MS, type JobHealth } from '../../../contract/jobs.ts';
import { formatInstant, useI18n, type I18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import type { loader } from './load.ts';

/** Where the notice above the bookings leads to. */
export const JOBS_ID = 'staff-jobs';

const minutes = (ms: number) => ms / 60_000;

/** A job's name in words; a job this site has no words for yet keeps its own name. */
function jobName(t: I18n['t'], job: string): string {
  const key = `staff.jobs.names.${job}`;
  const words = t(key);
  return words === key ? job : words;
}

function JobRow({ run }: { run: StaffJobRun & JobHealth }) {
  const { t, locale } = useI18n();
  const state = run.failed ? 'failed' : run.late ? 'late' : 'ok';
  return (
    <tr className={state === 'ok' ? undefined : 'staff-job--alert'} data-job={run.job} data-state={state}>
      <th scope="row">{jobName(t, run.job)}</th>
      <td data-label={t('staff.jobs.columns.lastRun')}>{formatInstant(run.lastRunAt, locale)}</td>
      <td data-label={t('staff.jobs.columns.outcome')}>
        {run.failed ? <strong className="staff-flag">{t('staff.jobs.failed')}</strong> : t('staff.jobs.succeeded')}
      </td>
      <td data-label={t('staff.jobs.columns.lastSuccess')}>
        {run.lastSuccessAt ? formatInstant(run.lastSuccessAt, locale) : t('staff.jobs.never')}
        {run.late && (
          <strong className="staff-flag staff-flag--below">
            {t('staff.jobs.late', { minutes: minutes(JOB_LATE_AFTER_MS) })}
          </strong>
        )}
      </td>
      <td data-label={t('staff.jobs.columns.lastError')}>{run.lastError ?? '—'}</td>
    </tr>
  );
}

/**
 * The background jobs' last runs over all processes, a job flagged when its
 * last run failed or its last success is late (contract/jobs.ts).
 */
export function BackgroundJobs() {
  const { t } = useI18n();
  const { jobs } = usePage<typeof loader>().data;
  return (
    <section className="staff-section" id={JOBS_ID} aria-labelledby={`${JOBS_ID}-title`} data-testid="staff-jobs">
      <h2 id={`${JOBS_ID}-title`}>{t('staff.jobs.title')}</h2>
      {jobs.length === 0 ? (
        <p>{t('staff.jobs.none')}</p>
      ) : (
        <table className="staff-table">
          <caption>{t('staff.jobs.caption', { minutes: minutes(JOB_EVERY_MS) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.jobs.columns.job')}</th>
              <th scope="col">{t('staff.jobs.columns.lastRun')}</th>
              <th scope="col">{t('staff.jobs.columns.outcome')}</th>
              <th scope="col">{t('staff.jobs.columns.lastSuccess')}</th>
              <th scope="col">{t('staff.jobs.columns.lastError')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((run) => (
              <JobRow key={run.job} run={run} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
