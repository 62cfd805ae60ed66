/**
 * The seller's details printed on invoices and travel documents: the settings
 * document of the content (company_info, contact_phone, contact_email,
 * contact_hours), read through the same ContentSource the site uses (Prismic
 * when configured, the embedded content/ folder otherwise; cached). When the
 * content service cannot be reached, the embedded copy is used, so a booking
 * never fails for want of a letterhead.
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

export function companyDetailsOf(settings: SettingsData): CompanyDetails {
  return {
    lines: plainLines(settings.company_info),
    phone: settings.contact_phone,
    email: settings.contact_email,
    hours: settings.contact_hours,
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
  return async (locale) => {
    let settings: SettingsData;
    try {
      source ??= createContentSource(config);
      settings = await read(await source, locale);
    } catch (err) {
      source = shared && Promise.resolve(shared);
      logger.warn({ err, locale }, 'settings unavailable for documents: using the embedded content');
      local ??= localContentSource(config.contentDir);
      settings = await read(await local, locale);
    }
    if (!warned && settings.kit_price !== undefined && Number(settings.kit_price) !== KIT_PRICE_EUR) {
      warned = true;
      logger.warn(
        { settingsKitPrice: settings.kit_price, charged: KIT_PRICE_EUR },
        'the settings show a kit price the booking service does not charge: change contract/kit.ts and the settings together',
      );
    }
    return companyDetailsOf(settings);
  };
}
