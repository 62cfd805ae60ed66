/**
 * The superstruct struct the server checks each call's JSON body with, by operationId: the
 * examples of the OpenAPI document must pass them, and the staff calls' schemas name the same
 * fields (test/unit/openapi-examples.test.ts).
 */
import { omit, type Struct } from 'superstruct';
import { BookingForm } from '../../contract/forms/booking-form.ts';
import { CartLineDates } from '../../contract/forms/cart-line.ts';
import { ContactForm } from '../../contract/forms/contact-form.ts';
import { EmailLinkForm } from '../../contract/forms/email-link-form.ts';
import { LoginForm } from '../../contract/forms/login-form.ts';
import { PhoneBookingForm } from '../../contract/forms/phone-booking.ts';
import { SetPasswordForm } from '../../contract/forms/set-password-form.ts';
import { ApiKeyForm, CompanyForm, NewUserForm } from '../../contract/forms/staff-admin.ts';
import { GuestEditForm } from '../../contract/forms/staff-guest.ts';
import { PayoutPaidForm } from '../../contract/forms/staff-books.ts';
import { HouseOwnerBody, NewOwnerBody, OwnerBody } from '../../contract/forms/staff-owners.ts';
import { NoteForm } from '../../contract/forms/staff-notes.ts';
import {
  BankTransferBody,
  BlockForm,
  CalendarForm,
  CancelForm,
  ChangeLineForm,
  RecordPaymentForm,
  RefundBody,
  RefundSentForm,
  ResendForm,
  SeasonPriceBody,
} from '../../contract/forms/staff.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** A phone booking's guest: the checkout's form, its days and terms given by the call itself (guestForm). */
const PhoneGuest = omit(BookingForm, ['arrivalDate', 'departureDate', 'terms', 'cartId']);

/** The structs a call's body passes, in order; its fields are theirs together. */
export const REQUEST_STRUCTS: Record<string, AnyStruct | AnyStruct[]> = {
  login: LoginForm,
  requestLoginLink: EmailLinkForm,
  requestBookingLinks: EmailLinkForm,
  setPasswordWithLink: SetPasswordForm,
  sendContactMessage: ContactForm,
  changeCartLine: CartLineDates,
  book: BookingForm,
  staffTakePhoneBooking: [PhoneBookingForm, PhoneGuest],
  staffQuotePhoneBooking: [PhoneBookingForm, PhoneGuest],
  staffRecordPayment: RecordPaymentForm,
  staffBankTransfer: BankTransferBody,
  staffCancel: CancelForm,
  staffRefund: RefundBody,
  staffRefundSent: RefundSentForm,
  staffChangeLine: ChangeLineForm,
  staffResend: ResendForm,
  staffAddBlock: BlockForm,
  staffSetSeasonPrice: SeasonPriceBody,
  staffRegisterCalendar: CalendarForm,
  staffCreateUser: NewUserForm,
  staffUpdateCompany: CompanyForm,
  staffCreateOwner: NewOwnerBody,
  staffUpdateOwner: OwnerBody,
  staffSetHouseOwner: HouseOwnerBody,
  staffMarkPayoutPaid: PayoutPaidForm,
  staffCreateApiKey: ApiKeyForm,
  staffAddBookingNote: NoteForm,
  staffAddHouseNote: NoteForm,
  staffEditGuest: GuestEditForm,
};
