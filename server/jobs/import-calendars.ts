import { importCalendars } from '../api/calendars/import.ts';
import { outbound } from '../http/outbound-fetch.ts';
import type { JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** The owners' iCal calendars: each hourly, whichever process claims it. */
export const importCalendarsJob = (ctx: JobContext, everyMs: number): Job => {
  const calendars = outbound({ allowHosts: ctx.config.fetchAllowHosts });
  return {
    name: 'import-calendars',
    everyMs,
    run: () => importCalendars(ctx.db, { now: ctx.clock(), logger: ctx.logger, fetch: calendars.fetch }),
  };
};
