import type {
  OwnerCalendar,
  OwnerOverview,
  OwnerPayout,
  OwnerStatement,
  OwnerStay,
} from '../../../contract/api/owner-portal.ts';
import { MONTH } from '../../../contract/month.ts';
import {
  fetchOwnerCalendar,
  fetchOwnerOverview,
  fetchOwnerPayouts,
  fetchOwnerStatements,
  fetchOwnerStays,
} from '../../api/owner.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { ownerOnly } from '../../components/owner/owner-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** Each owner portal screen's data, by its route (one page module for the four, one chunk). */
export type OwnerScreen =
  | { screen: 'ownerHome'; data: OwnerOverview }
  | { screen: 'ownerCalendar'; data: { calendar: OwnerCalendar; outcome: StaffOutcome | null } }
  | { screen: 'ownerStays'; data: OwnerStay[] }
  | { screen: 'ownerStatements'; data: { statements: OwnerStatement[]; payouts: OwnerPayout[] } };

export const loader: Loader<OwnerScreen, StaffOutcome> = ({ api, locale, match, query, actionData }) =>
  ownerOnly(locale, async (): Promise<OwnerScreen> => {
    switch (match.route.id) {
      case 'ownerCalendar': {
        const month = query.get('month') ?? '';
        const calendar = await fetchOwnerCalendar(api, match.params.code, MONTH.test(month) ? month : undefined);
        return { screen: 'ownerCalendar', data: { calendar, outcome: actionData ?? null } };
      }
      case 'ownerStays':
        return { screen: 'ownerStays', data: await fetchOwnerStays(api) };
      case 'ownerStatements': {
        const [statements, payouts] = await Promise.all([fetchOwnerStatements(api), fetchOwnerPayouts(api)]);
        return { screen: 'ownerStatements', data: { statements, payouts } };
      }
      default:
        return { screen: 'ownerHome', data: await fetchOwnerOverview(api) };
    }
  });
