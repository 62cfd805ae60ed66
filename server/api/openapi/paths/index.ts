/**
 * The fragments the OpenAPI document is assembled from, one per area of the
 * API. Each exports `paths` (OpenAPI 3.1 path items) and `schemas` (JSON
 * Schema 2020-12, referenced as #/components/schemas/Name). A new API call
 * goes into its area's fragment, a new area into this list.
 */
import * as calendars from './calendars.ts';
import * as cart from './cart.ts';
import * as contact from './contact.ts';
import * as errors from './errors.ts';
import * as house from './house.ts';
import * as houses from './houses.ts';
import * as meta from './meta.ts';
import * as ownerPortal from './owner-portal.ts';
import * as partner from './partner.ts';
import * as payments from './payments.ts';
import * as reservation from './reservation.ts';
import * as staff from './staff.ts';
import * as staffPhone from './staff-phone.ts';
import * as staffAdmin from './staff-admin.ts';
import * as staffDesk from './staff-desk.ts';
import * as staffOwners from './staff-owners.ts';
import * as staffBooks from './staff-books.ts';
import * as staffReports from './staff-reports.ts';
import * as terms from './terms.ts';
import * as users from './users.ts';
import * as weather from './weather.ts';

export interface Fragment {
  paths: Record<string, object>;
  schemas: Record<string, object>;
}

export const fragments: Record<string, Fragment> = {
  errors,
  users,
  partner,
  weather,
  contact,
  houses,
  house,
  cart,
  reservation,
  payments,
  calendars,
  staff,
  staffPhone,
  staffAdmin,
  staffDesk,
  staffOwners,
  staffBooks,
  staffReports,
  ownerPortal,
  terms,
  meta,
};
