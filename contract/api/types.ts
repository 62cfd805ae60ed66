/**
 * Payload types of the booking API (docs/product/entities.md, docs/product/api.md), shared by the booking
 * service (server/api) and its client (src/api). Later issues extend them.
 * The bodies of forms are schemas in src/lib/forms/.
 */
import type { BookingField, BookingForm, CheckInCenterId, TransportType } from '../forms/booking-form.ts';

export interface User {
  company: { name: string };
  /** The company's key. */
  key: string;
  /** The login name (the API always sends it; older fixtures may lack it). */
  username?: string;
}

/** What a member of staff may do (docs/product/rules.md#roles); contract/staff-access.ts says which screens. */
export type StaffRole = 'admin' | 'staff' | 'accountant';

/** GET /api/user for a member of staff (docs/product/rules.md#roles): no company; the shell shows the back office's bar. */
export interface StaffViewer {
  role: 'staff';
  staffRole: StaffRole;
  username: string;
}

/** GET /api/user for an owner (docs/product/owner-portal.md): their own portal, no company, no back office. */
export interface OwnerViewer {
  role: 'owner';
  owner: { code: string; name: string };
  username: string;
}

/** Whoever GET /api/user names: a company user, a member of staff or an owner. */
export type Viewer = User | StaffViewer | OwnerViewer;

export function isStaffViewer(viewer: Viewer | null): viewer is StaffViewer {
  return !!viewer && 'role' in viewer && viewer.role === 'staff';
}

export function isOwnerViewer(viewer: Viewer | null): viewer is OwnerViewer {
  return !!viewer && 'role' in viewer && viewer.role === 'owner';
}

/** The session token, and whose it is (an owner's login goes on to the owner portal); the answer also sets it as the httpOnly auth cookie. */
export interface LoginResponse {
  jwt: string;
  role: 'company' | 'staff' | 'owner';
}

export interface Country {
  code: string;
  name: string;
}

export interface FilterOption {
  id: number;
  name: string;
}

/** Error body of every 4xx/5xx answer: a message and, for validation, the field. */
export interface ApiErrorBody {
  message: string;
  /** What was refused, where the API names it (the staff API's refusals). */
  code?: string;
  field?: string;
  errors?: Record<string, string>;
  status?: string;
}

// ---------------------------------------------------------------------------
// Catalogue (docs/product/entities.md#houses). Parts of a house
// marked optional come with the matching `include` of GET /api/house/{slug}
// and GET /api/houses/search.

export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
}

/** One picture cut to one ratio ('original' = its own), at every width step. */
export interface ImageVersion {
  ratio: string;
  responsive: ResponsiveImage[];
}

export interface GalleryItem {
  /** The image key (stable name in /images/{key}/…). */
  id: string;
  alt: string;
  /** Left out of a search answer's card pictures, as is openGraph. */
  description?: string;
  /** Width/height of the original; gives its ratio. */
  width: number;
  height: number;
  images: ImageVersion[];
  /** 1200×630 JPEG for link previews. */
  openGraph?: string;
}

export interface YearAvailability {
  year: number;
  /** One digit per day of the year; '1' = available. */
  availability: string;
}

export interface RegionRef {
  id: number;
  slug: string;
  name: string;
  nameWithCountry: string;
}

export interface Region extends RegionRef {
  key: string;
  slugs: { en: string; de: string };
  location: { latitude: number; longitude: number };
}

export interface MainPoint {
  name: string;
  slug: string;
  /** "12 km" */
  distance: string;
  duration: { value: number; symbol: string };
}

export interface ReferencePoint {
  name: string;
  description: string;
  slug: string;
}

export interface PointOfInterest {
  id: number;
  /** The place's name when the point is a named place (town, sight, airport). */
  name: string | null;
  type: { id: number; name: string; nameWithPrefix: string };
  distance: { value: number };
  /** "15 min", "1 h 20 min" */
  duration: string;
}

/** Amounts in integer cents (docs/product/api.md#amounts). */
export interface PriceFrom {
  /** A night: a seventh of the week price, in whole euros. */
  dayCents: number;
  weekCents: number;
  oldDayCents: number | null;
  discountPercent: number | null;
  currencySymbol: string;
}

export interface SeasonPrice {
  from: string;
  to: string;
  weekCents: number;
  /** A night: a seventh of the week price, in whole euros. */
  dayCents: number;
  oldWeekCents: number | null;
  discountPercent: number | null;
  currencySymbol: string;
}

/** The price of chosen dates (docs/product/entities.md#prices); overrides priceFrom. */
export interface StayPrice {
  /** The total, in whole euros (docs/product/rules.md#money), as cents. */
  priceCents: number;
  nights: number;
  currencySymbol: string;
  /** The stay's price before a discount (staff's "price before discount" of its seasons), when higher than priceCents. */
  priceBeforeCents?: number;
  /** With priceBeforeCents: how much less the stay costs, in whole percent. */
  discountPercent?: number;
  /** A flexible-dates search (months, nights): the house's cheapest stay of the window that this is the price of. */
  checkIn?: string;
  checkOut?: string;
}

export interface HouseTexts {
  titleTag: string;
  houseBaseText: string;
  location: string;
  highlights: string;
}

export interface Rating {
  rating: number;
  scale: { max: number };
  count: number;
  attributes: Array<{ id: number; name: string; value: number }>;
}

export interface BedroomSetupFloor {
  floorName: string;
  bedrooms: Array<{
    name: string;
    beds: Array<{ bedType: FilterOption; quantity: number }>;
    size: { description: string | null };
  }>;
}

export interface GuestbookEntry {
  id: number;
  quote: string;
  guest: string;
  entry: string;
  translated: boolean;
  originalLanguage: string;
  date: string;
}

export interface Review {
  id: number;
  review: string;
  houseRating: number;
  customerName: string;
  travelDate: string;
  language: { code: string };
}

export interface AlternateLanguage {
  language: 'en' | 'de';
  region: { slug: string };
  house: { nameSlug: string };
}

export interface House {
  id: number;
  code: string;
  name: string;
  nameSlug: string;
  houseNameDescription: string;
  type: { id: number; key: string; name: string };
  numberOfPersons: number;
  numberOfBedrooms: number;
  size: { value: number };
  region: RegionRef;
  regionSlug: string;
  /** The nearest town and the drive there; in a search answer only with include=points. */
  mainPoint?: MainPoint | null;
  referencePoint: ReferencePoint | null;
  location: { latitude: number; longitude: number };
  registrationNumber: string | null;
  priceFrom: PriceFrom | null;
  /** The house has the pets highlight (docs/product/rules.md#pets-allowed): its card shows the mark. */
  petsAllowed: boolean;
  categories?: number[];
  points?: PointOfInterest[];
  prices?: SeasonPrice[];
  availability?: StayPrice | null;
  availabilityPerYear?: YearAvailability[];
  gallery?: GalleryItem[];
  texts?: HouseTexts[];
  rating?: Rating | null;
  bedroomsSetup?: BedroomSetupFloor[];
  highlights?: FilterOption[];
  guestbook?: GuestbookEntry[];
  reviews?: Review[];
  alternateLanguages?: AlternateLanguage[];
}

// ---------------------------------------------------------------------------
// Search (docs/product/api.md#houses-and-search).

/** A point on the results map. */
export interface MapHouse {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Path of the house page in the request's language. */
  url: string;
  /** The first picture, cut 4x3, 400 px wide (the popup's card). */
  picture: { url: string; alt: string } | null;
  /**
   * The price its card shows, in whole cents: with a stay the stay's total
   * (House.availability.priceCents), else the from-price per night
   * (priceFrom.dayCents); null: no price ahead.
   */
  price: number | null;
  /** The stay's nights when `price` is the stay's total. */
  nights?: number;
}

/**
 * GET /api/houses/map: a row per matching house, [code, name, latitude,
 * longitude, url, picture (the 4x3 cut at 400 px), price, nights (when price
 * is a stay's total, else null)] — a MapHouse, compact (the picture's alt is the name).
 */
export type MapPointRow = [
  code: string,
  name: string,
  latitude: number,
  longitude: number,
  url: string,
  picture: string | null,
  price: number | null,
  nights: number | null,
];

/** A cluster of houses on the map (the map call with a zoom): [latitude, longitude, count, lowest price in whole cents (null: none), the zoom that splits it]. */
export type MapClusterRow = [latitude: number, longitude: number, count: number, lowest: number | null, zoom: number];

export interface MapPoints {
  /** Every match; with a zoom only the single houses in the view's box. */
  houses: MapPointRow[];
  /** With a zoom: the clusters in the box, how many houses match, and the box around them all ([west, south, east, north]; null: none). */
  clusters?: MapClusterRow[];
  total?: number;
  bounds?: [number, number, number, number] | null;
  /** With a zoom: [region id, count, mean latitude, mean longitude] of each region with matches. */
  regions?: Array<[id: number, count: number, latitude: number, longitude: number]>;
}

export interface SearchResult {
  houses: House[];
  /** allHouses only when asked for (include=mapPoints); the site loads the map from GET /api/houses/map. */
  paginations: { total: number; perPage: number; allHouses?: MapHouse[] };
  otherHouses: { houses: House[] };
  /** The text with a word that matched only as a typo corrected (docs/product/api.md#text-search). */
  didYouMean?: string;
}

/** GET /api/houses/search/suggestions: houses and areas by name. */
export interface SearchSuggestion {
  house: { name: string; type: 'house' | 'area'; slug: string; regionSlug: string };
}

/** GET /api/houses/search/suggestions: the suggestions, and the words the search knows (contract/search-match.ts). */
export interface Suggestions {
  houses: SearchSuggestion[];
  words: string[];
}

/** The price filter's span, in cents per week: whole tens of euros. */
export interface PriceGroups {
  minCents: number;
  maxCents: number;
  data: Array<{ groupId: number; houseCount: number }>;
}

// ---------------------------------------------------------------------------
// Reservations (docs/product/api.md#reservations).

/** A refused booking (422): `message` is the heading, `errors` one message per field in the request's language. */
export interface BookingErrorBody extends ApiErrorBody {
  errors?: Partial<Record<BookingField, string>>;
  /** Why each field was refused, for clients that word errors themselves. */
  codes?: Partial<Record<BookingField, string>>;
  /** 409: 'datesTaken'; 422: 'invalid'. */
  code?: string;
}

/**
 * pending_payment: reserved (the dates are held), nothing paid yet; confirmed: the
 * first payment arrived, or a trade partner's booking on account; paid: paid in
 * full (travel documents ready); cancelled: for non-payment or by the guest.
 */
export type ReservationStatus = 'pending_payment' | 'confirmed' | 'paid' | 'cancelled';
/** How a payment arrived: by card through the payment provider, or by bank transfer (marked by the company). */
export type PaymentMethod = 'card' | 'bank';
export type PaymentKind = 'deposit' | 'balance' | 'full';

/** One row of the payment schedule. Amounts in integer cents (docs/product/api.md#amounts). */
export interface ReservationPayment {
  id: number;
  kind: PaymentKind;
  amountCents: number;
  /** yyyy-MM-dd (UTC day). */
  dueDate: string;
  /** The last day before the booking is cancelled for non-payment. */
  lastDayToPay: string;
  /** ISO date-time, or null while unpaid. */
  paidAt: string | null;
  /** void: unpaid when the booking was cancelled, never to be paid. */
  status: 'paid' | 'due' | 'overdue' | 'void';
  method: PaymentMethod | null;
  /**
   * A signed link that opens the payment page for this payment (relative to
   * the site, expiring); only for the next unpaid payment of a booking paid by
   * card, whether or not it is due yet.
   */
  payUrl: string | null;
}

/** Money given back, in cents. pending: decided, on its way (card: at the provider; bank: by transfer). */
export interface ReservationRefund {
  amountCents: number;
  /** cancellation: what a cancellation gave back; manual: refunded by us; overpaid: a lower price left paid over. */
  reason: 'cancellation' | 'manual' | 'overpaid';
  byCard: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: string;
  refundedAt: string | null;
}

/** What cancelling costs (terms section 8), in cents: the fee by days before each house's arrival, and the refund of what was paid beyond it. */
export interface CancellationTerms {
  feeCents: number;
  refundCents: number;
  /** The fee per house: its percentage of the house's rental price. */
  houses: Array<{ position: number; percent: number; feeCents: number }>;
}

/** An invoice or travel document. `url` is signed and expires; null while not yet available. */
export interface ReservationDocument {
  /** Stable id within the booking: 'invoice' (the standing invoice), 'invoice-2026-000123', 'credit-note-2026-000007', 'travel-1' … */
  id: string;
  name: string;
  type: 'General' | 'House';
  /** The house code, for type House. */
  houseCode: string | null;
  url: string | null;
  /** ISO date-time until which url works. */
  expiresAt: string | null;
  format: 'pdf';
  size: number;
  sizeUnit: 'KB' | 'MB';
}

/** One booked house with its dates and price (in cents). */
export interface ReservationHouse {
  position: number;
  code: string;
  name: string;
  /** The house payload (image, region, main point) when it is still published. */
  house: House | null;
  resFrom: string;
  resTo: string;
  nights: number;
  priceCents: number;
  currencySymbol: string;
}

export interface TravelLeg {
  date: string;
  transportType: TransportType;
  transportNumber: string;
}

export interface CheckInCenter {
  id: CheckInCenterId;
  name: string;
  address: string;
  openingHours: string;
}

/**
 * Reservation result (docs/product/entities.md#bookings): the answer of POST /api/reservation (201) and of
 * GET /api/reservation?email=&bookingCode=. Money in integer cents (docs/product/api.md#amounts).
 */
/** The guest as the booking form names them and the booking keeps them. */
export type GuestDetails = { title: Exclude<BookingForm['title'], undefined> | null } & Pick<
  BookingForm,
  'firstName' | 'lastName' | 'birthDate' | 'nationality' | 'address' | 'city' | 'zipCode' | 'countryIso' | 'mobilePhone'
>;

/** What a booking keeps of its form, besides the guest: the party, the kits and the travel. */
export type BookedParty = Pick<
  BookingForm,
  | 'email'
  | 'numberAdults'
  | 'numberChildren'
  | 'numberViatorKit'
  | 'checkInCenter'
  | 'arrivalDate'
  | 'arrivalTransportType'
  | 'arrivalTransportNumber'
  | 'departureDate'
  | 'departureTransportType'
  | 'departureTransportNumber'
>;

/** GET /api/user/bookings: the logged-in user's company and one page of its bookings, newest first. */
export interface CompanyBookings {
  company: { name: string };
  bookings: ReservationResult[];
  /** The page shown (from 1), its size, and how many bookings the filters keep in all. */
  page: number;
  pageSize: number;
  total: number;
}

export interface ReservationResult {
  bookingCode: string;
  status: ReservationStatus;
  createdAt: string;
  locale: 'en' | 'de';
  email: string;
  guest: GuestDetails;
  /** The guest's country in the request's language. */
  countryName: string;
  numberAdults: number;
  numberChildren: number;
  arrival: TravelLeg;
  departure: TravelLeg;
  checkInCenter: CheckInCenter;
  houses: ReservationHouse[];
  /** First check-in and last check-out of all houses. */
  resFrom: string;
  resTo: string;
  numberViatorKit: number;
  /** One kit's price. */
  kitPriceCents: number;
  /** All kits. */
  kitsCents: number;
  housesCents: number;
  /** Price reductions staff gave (a staff refund lowers the price), as a positive amount; 0 without. */
  priceReductionCents: number;
  /** Houses and kits less the price reductions. */
  totalCents: number;
  currency: 'EUR';
  currencySymbol: string;
  payments: ReservationPayment[];
  /** What arrived toward the booking. */
  paidCents: number;
  /** Of that, what was given back or is on its way back. */
  refundedCents: number;
  dueCents: number;
  /** Every refund of what was paid (a cancellation's too), oldest first. */
  refunds: ReservationRefund[];
  /** Paid in full (and not cancelled): the travel documents' URLs are given. */
  travelDocumentReady: boolean;
  travelDocuments: ReservationDocument[];
  invoices: ReservationDocument[];
  /** Set when a company (agency) user booked. */
  company: { name: string } | null;
  /** A trade partner's booking: paid on account by bank transfer, never by card, never cancelled automatically. */
  onAccount: boolean;
  /** Where to pay what is due now (the next unpaid payment, when its due date has come); null when nothing is due or on account. */
  payUrl: string | null;
  /** What cancelling today would cost; null when it cannot be cancelled online (cancelled already, on account, arrival reached). */
  cancellation: CancellationTerms | null;
  /** Set once cancelled: when, why, the fee kept and the refunds. */
  cancelled: {
    at: string;
    reason: 'unpaid' | 'guest' | 'staff';
    feeCents: number;
    refundCents: number;
    refunds: ReservationRefund[];
  } | null;
}
