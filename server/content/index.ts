import type { Logger } from 'pino';
import { SETTINGS_FETCH_LINKS, type ContentSource, type LinkField, type SettingsData } from '../../contract/content.ts';
import { CONTENT_LANG, LOCALES, type Locale } from '../../contract/locale.ts';
import type { Config } from '../config.ts';
import { cachedContentSource, type CachedContentSource } from './cache.ts';
import { localContentSource } from './local.ts';
import { picturesOnHost } from './pictures-host.ts';
import { prismicContentSource } from './prismic.ts';

/** Prismic when PRISMIC_REPOSITORY is set, the embedded content/ folder otherwise; cached either way. */
export async function createContentSource(config: Config): Promise<CachedContentSource> {
  if (!config.prismicRepository) {
    const local = picturesOnHost(await localContentSource(config.contentDir), config.pictures.publicUrl);
    return cachedContentSource(local, config.contentCacheSeconds);
  }
  const prismic = prismicContentSource({ repository: config.prismicRepository, accessToken: config.prismicAccessToken });
  const cached = cachedContentSource(prismic, config.contentCacheSeconds);
  return {
    ...cached,
    clear(masterRef) {
      prismic.published(masterRef);
      cached.clear();
    },
  };
}

/**
 * An offer link of the footer with what the footer reads of it (offerLink):
 * the settings go with every page's state, a fetched link with its whole
 * document head.
 */
function footerOffer(link: LinkField | null): LinkField | null {
  if (!link) return null;
  const { link_type, type, uid, isBroken, data } = link;
  return { link_type, type, uid, isBroken, ...(data ? { data: { title: data.title } } : {}) };
}

/** The settings document of each language, loaded at start and again when content is published. */
export async function loadSettings(content: ContentSource, logger: Logger) {
  const current: Partial<Record<Locale, SettingsData>> = {};
  async function reload() {
    await Promise.all(
      LOCALES.map(async (locale) => {
        try {
          const settings = (await content.getSingle<SettingsData>('settings', CONTENT_LANG[locale], SETTINGS_FETCH_LINKS)).data;
          current[locale] = { ...settings, footer_offers: (settings.footer_offers ?? []).map((row) => ({ ...row, offer: footerOffer(row.offer) })) };
        } catch (err) {
          logger.error({ err, locale }, 'settings document could not be loaded');
        }
      }),
    );
  }
  await reload();
  return { get: (locale: Locale) => current[locale] ?? null, reload };
}
