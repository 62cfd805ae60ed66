/**
 * The seller's details printed on invoices and travel documents: the settings
 * document of the content (company_info, contact_phone, contact_email,
 * contact_hours, and what invoices print: registration and VAT numbers, bank
 * details, VAT rates and the accommodation tax), read through the same
 * ContentSource the site uses (Prismic when configured, the embedded content/
 * folder otherwise; cached). When the content service cannot be reached, the
 * embedded copy is used; when its settings lack an invoice field or have one
 * malformed, the embedded invoice fields are; so a booking never fails for
 * want of a letterhead.
 */
import type { Logger } from 'pino';
import type { ContentSource, RichText, SettingsData } from '../../../contract/content.ts';
import { KIT_PRICE_EUR } from '../../../contract/kit.ts';
import { CONTENT_LANG, type Locale } from '../../../contract/locale.ts';
import type { Config } from '../../config.ts';
import { createContentSource } from '../../content/index.ts';
import { localContentSource } from '../../content/local.ts';
import type { CompanyDetails } from '../../documents/types.ts';

export type CompanyDetailsSource = (locale: Locale) => Promise<CompanyDetails>;

function plainLines(text: RichText | undefined): string[] {
  return (text ?? [])
    .map((block) => ('text' in block && typeof block.text === 'string' ? block.text.trim() : ''))
    .filter(Boolean);
}

/** The settings only invoices read (docs/product/documents.md#seller-and-rates). */
const INVOICE_SETTINGS = [
  'company_registration_number',
  'company_vat_number',
  'bank_name',
  'bank_iban',
  'bank_bic',
  'bank_account_holder',
  'vat_rate_accommodation',
  'vat_rate_kits',
  'accommodation_tax_cents',
] as const satisfies ReadonlyArray<keyof SettingsData>;

/** A settings text the invoices print: required, trimmed, and of the field's form. */
function text(settings: SettingsData, key: keyof SettingsData, form = /\S/): string {
  const value = settings[key];
  if (typeof value !== 'string' || !form.test(value.trim()))
    throw new RangeError(`settings.${key}: ${JSON.stringify(value)} is not valid for invoices`);
  return value.trim();
}

/** A VAT rate in percent (at most two decimals) as basis points: 11 → 1100. */
function rate(settings: SettingsData, key: 'vat_rate_accommodation' | 'vat_rate_kits'): number {
  const value = settings[key];
  const bp = Math.round(Number(value) * 100);
  if (typeof value !== 'number' || !(value >= 0 && value <= 100) || Math.abs(bp - value * 100) > 1e-6)
    throw new RangeError(`settings.${key}: ${JSON.stringify(value)} is not a VAT rate in percent`);
  return bp;
}

/**
 * The seller's details from a settings document; a missing or malformed field
 * the invoices need (registration and VAT numbers, bank, rates) is a RangeError.
 */
export function companyDetailsOf(settings: SettingsData): CompanyDetails {
  const taxCents = settings.accommodation_tax_cents;
  if (!Number.isSafeInteger(taxCents) || taxCents < 0 || taxCents > 100_000)
    throw new RangeError(
      `settings.accommodation_tax_cents: ${JSON.stringify(taxCents)} is not a whole number of cents`,
    );
  return {
    lines: plainLines(settings.company_info),
    phone: settings.contact_phone,
    email: settings.contact_email,
    hours: settings.contact_hours,
    registrationNumber: text(settings, 'company_registration_number'),
    vatNumber: text(settings, 'company_vat_number'),
    bank: {
      name: text(settings, 'bank_name'),
      iban: text(settings, 'bank_iban', /^[A-Z]{2}[0-9]{2}( ?[A-Z0-9]){10,30}$/),
      bic: text(settings, 'bank_bic', /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
      accountHolder: text(settings, 'bank_account_holder'),
    },
    rates: {
      accommodationVatBp: rate(settings, 'vat_rate_accommodation'),
      kitsVatBp: rate(settings, 'vat_rate_kits'),
      accommodationTaxCents: taxCents,
    },
  };
}

/**
 * Reads the settings of a language when asked (the content source caches).
 * Warns once when the settings' kit_price differs from KIT_PRICE_EUR, the
 * price the booking service charges (contract/kit.ts explains why).
 */
export function companyDetailsFromContent(
  config: Config,
  logger: Logger,
  shared?: ContentSource,
): CompanyDetailsSource {
  // The process's own content source when given: the one a publish clears, so a new letterhead applies at once.
  let source: Promise<ContentSource> | undefined = shared && Promise.resolve(shared);
  let local: Promise<ContentSource> | undefined;
  let warned = false;
  const read = async (content: ContentSource, locale: Locale) =>
    (await content.getSingle<SettingsData>('settings', CONTENT_LANG[locale])).data;
  const embedded = async (locale: Locale) => {
    local ??= localContentSource(config.contentDir);
    return read(await local, locale);
  };
  return async (locale) => {
    let settings: SettingsData;
    try {
      source ??= createContentSource(config);
      settings = await read(await source, locale);
    } catch (err) {
      source = shared && Promise.resolve(shared);
      logger.warn({ err, locale }, 'settings unavailable for documents: using the embedded content');
      settings = await embedded(locale);
    }
    let details: CompanyDetails;
    try {
      details = companyDetailsOf(settings);
    } catch (err) {
      // The letterhead as published, the invoice fields (numbers, bank, rates) as embedded.
      logger.warn({ err, locale }, 'invoice settings missing or malformed: using the embedded ones');
      const fallback = await embedded(locale);
      details = companyDetailsOf({
        ...settings,
        ...Object.fromEntries(INVOICE_SETTINGS.map((key) => [key, fallback[key]])),
      });
    }
    if (!warned && settings.kit_price !== undefined && Number(settings.kit_price) !== KIT_PRICE_EUR) {
      warned = true;
      logger.warn(
        { settingsKitPrice: settings.kit_price, charged: KIT_PRICE_EUR },
        'the settings show a kit price the booking service does not charge: change contract/kit.ts and the settings together',
      );
    }
    return details;
  };
}
