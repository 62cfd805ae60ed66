/**
 * What asks the traveller of a booking on account to pay, in English or German: the words, an
 * amount, bank details, a pay link, a due date (docs/product/documents.md#who-gets-what).
 */
export const ASKS_TO_PAY = /\bpay|zahlen|bezahl|IBAN|BIC\b|€|EUR\b|\/api\/payments|\bdue\b|fällig|überweis|transfer/i;

/** An HTML part without its styles (MJML's CSS says "bicubic"): its words and links. */
export const withoutStyles = (html: string | null) =>
  (html ?? '').replace(/<style[\s\S]*?<\/style>/g, '').replace(/\sstyle="[^"]*"/g, '');
