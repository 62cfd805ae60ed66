/** A month as the calendars' addresses and the API write it: yyyy-MM. */
export const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
