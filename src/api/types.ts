/**
 * Payload types of the booking API (SPEC §3, §7), shared by the booking
 * service (server/booking) and its client (src/api). Later issues extend them.
 */
export interface User {
  company: { name: string };
  key: string;
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
  field?: string;
  errors?: Record<string, string>;
  status?: string;
}
