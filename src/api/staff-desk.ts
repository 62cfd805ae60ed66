/** The back office's corrections (docs/product/api.md#staff): internal notes, the guest's details. */
import type { StaffBooking, StaffHouse } from '../../contract/api/staff.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { NoteForm } from '../../contract/forms/staff-notes.ts';
import type { GuestEditForm } from '../../contract/forms/staff-guest.ts';
import type { ApiClient } from './http.ts';

const booking = (code: string, what: string) => `/api/staff/bookings/${encodeURIComponent(code)}/${what}`;

export const addStaffBookingNote = (api: ApiClient, code: string, body: FormInput<NoteForm>) =>
  api.post<StaffBooking>(booking(code, 'notes'), body);
export const addStaffHouseNote = (api: ApiClient, code: string, body: FormInput<NoteForm>) =>
  api.post<StaffHouse>(`/api/staff/houses/${encodeURIComponent(code)}/notes`, body);
export const editStaffGuest = (api: ApiClient, code: string, body: FormInput<GuestEditForm>) =>
  api.post<StaffBooking>(booking(code, 'guest'), body);
