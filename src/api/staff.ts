/** The back office's calls (GET/POST /api/staff/…, docs/product/api.md#staff): the staff pages' loaders and actions. */
import type {
  StaffBooking,
  StaffBookingList,
  StaffCalendars,
  StaffConflictCount,
  StaffHouse,
  StaffHouseRow,
  StaffJobRun,
} from '../../contract/api/staff.ts';
import type {
  BankTransferForm,
  BlockForm,
  CalendarForm,
  CancelForm,
  ChangeLineForm,
  RefundForm,
  RefundSentForm,
  ResendForm,
  SeasonPriceForm,
} from '../../contract/forms/staff.ts';
import { amountCents } from '../../contract/amount.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { Locale } from '../../contract/locale.ts';
import { ApiError, type ApiClient } from './http.ts';

/** The list's query as the page's URL has it (every value a string; blanks are dropped by the client). */
export type StaffListQuery = Record<string, string>;

export const fetchStaffBookings = (api: ApiClient, query: StaffListQuery) =>
  api.get<StaffBookingList>('/api/staff/bookings', query);
/**
 * Where the CSV of the same filters is, in the page's language: a plain link, downloaded by the
 * browser with its auth cookie (and its own Accept-Language, so the language is in the address).
 */
export const staffBookingsCsvUrl = (api: ApiClient, query: StaffListQuery, lang: Locale) =>
  api.url('/api/staff/bookings.csv', { ...query, page: undefined, lang });
export const fetchStaffBooking = (api: ApiClient, code: string) =>
  api.get<StaffBooking>(`/api/staff/bookings/${encodeURIComponent(code)}`);

/**
 * An amount typed in the page's language as the API takes it, in cents; text that is no amount
 * is sent as typed, for the API to refuse naming its field (docs/product/api.md#amounts).
 */
const inCents = (typed: unknown, locale: Locale) => amountCents(typed, locale) ?? typed;
/** The API's amount fields by the form field they are typed into, for the page to mark a refused one. */
const TYPED_AS: Record<string, string> = {
  amountCents: 'amount',
  weekCents: 'weekPrice',
  oldWeekCents: 'oldWeekPrice',
  commissionBp: 'commission',
};

const onBooking = (code: string, action: string) => `/api/staff/bookings/${encodeURIComponent(code)}/${action}`;
export const recordStaffTransfer = (
  api: ApiClient,
  code: string,
  { amount, ...rest }: FormInput<BankTransferForm>,
  locale: Locale,
) => api.post<StaffBooking>(onBooking(code, 'transfers'), { amountCents: inCents(amount, locale), ...rest });
export const cancelStaffBooking = (api: ApiClient, code: string, body: FormInput<CancelForm>) =>
  api.post<StaffBooking>(onBooking(code, 'cancel'), body);
export const refundStaffBooking = (api: ApiClient, code: string, body: FormInput<RefundForm>, locale: Locale) =>
  api.post<StaffBooking>(onBooking(code, 'refunds'), {
    amountCents: inCents(body.amount, locale),
    reason: body.reason,
  });
export const recordStaffRefundSent = (api: ApiClient, code: string, body: FormInput<RefundSentForm>) =>
  api.post<StaffBooking>(onBooking(code, 'refunds/sent'), body);
export const changeStaffBookingLine = (api: ApiClient, code: string, body: FormInput<ChangeLineForm>) =>
  api.post<StaffBooking>(onBooking(code, 'lines'), body);
export const resendStaffMail = (api: ApiClient, code: string, body: FormInput<ResendForm>) =>
  api.post<StaffBooking>(onBooking(code, 'resend'), body);

export const fetchStaffHouses = (api: ApiClient, q: string) => api.get<StaffHouseRow[]>('/api/staff/houses', { q });
const house = (code: string) => `/api/staff/houses/${encodeURIComponent(code)}`;
export const fetchStaffHouse = (api: ApiClient, code: string, month: string | undefined) =>
  api.get<StaffHouse>(house(code), { month });
export const addStaffBlock = (api: ApiClient, code: string, body: FormInput<BlockForm>) =>
  api.post<StaffHouse>(`${house(code)}/blocks`, body);
export const removeStaffBlock = (api: ApiClient, code: string, id: string) =>
  api.delete<StaffHouse>(`${house(code)}/blocks/${encodeURIComponent(id)}`);
export const updateStaffSeason = (
  api: ApiClient,
  code: string,
  id: string,
  { weekPrice, oldWeekPrice }: FormInput<SeasonPriceForm>,
  locale: Locale,
) =>
  api.put<StaffHouse>(`${house(code)}/seasons/${encodeURIComponent(id)}`, {
    weekCents: inCents(weekPrice, locale),
    ...(oldWeekPrice === undefined ? {} : { oldWeekCents: inCents(oldWeekPrice, locale) }),
  });

const calendars = (code: string) => `${house(code)}/calendars`;
export const fetchStaffCalendars = (api: ApiClient, code: string) => api.get<StaffCalendars>(calendars(code));
export const registerStaffCalendar = (api: ApiClient, code: string, body: FormInput<CalendarForm>) =>
  api.post<StaffCalendars>(calendars(code), body);
export const removeStaffCalendar = (api: ApiClient, code: string, id: string) =>
  api.delete<StaffCalendars>(`${calendars(code)}/${encodeURIComponent(id)}`);
export const importStaffCalendars = (api: ApiClient, code: string) =>
  api.post<StaffCalendars>(`${calendars(code)}/import`, {});
export const revokeStaffExportUrl = (api: ApiClient, code: string) =>
  api.post<StaffCalendars>(`${calendars(code)}/export/revoke`, {});
export const fetchStaffConflictCount = (api: ApiClient) => api.get<StaffConflictCount>('/api/staff/calendar-conflicts');
export const fetchStaffJobs = (api: ApiClient) => api.get<StaffJobRun[]>('/api/staff/jobs');

/**
 * What a staff page's action answers: done (a dictionary key under staff.*.done), a refusal (with
 * the refused form's fields as typed, to show them again), or a step to confirm.
 */
export interface StaffOutcome {
  done?: string;
  error?: { message: string; field?: string };
  typed?: Record<string, string>;
  confirm?: { intent: string; fields: Record<string, string> };
}

/** An API refusal as the page shows it: the server's message (already in the page's language). */
export function refused(err: unknown): { status: number; data: StaffOutcome } {
  if (err instanceof ApiError && err.status < 500)
    return {
      status: err.status,
      data: { error: { message: err.body.message, field: TYPED_AS[err.body.field ?? ''] ?? err.body.field } },
    };
  return { status: 503, data: { error: { message: '' } } };
}
