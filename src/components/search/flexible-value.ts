/** The stay length a flexible search takes when none was chosen yet: a week. */
export const DEFAULT_NIGHTS = '7';

export interface FlexibleValue {
  months: string[];
  nights: string;
}
