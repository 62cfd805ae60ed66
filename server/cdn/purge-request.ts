/**
 * One purge call to the CDN, by the names pages carry (server/render/page-tags.ts):
 * Fastly's batch purge by surrogate key (256 keys a call) or Cloudflare's purge
 * by cache tag (30 tags a call). A call that fails throws, and the tags stay queued.
 */
import type { CdnPurgeSettings } from '../config.ts';

const PER_CALL = { fastly: 256, cloudflare: 30 } as const;
const TIMEOUT_MS = 10_000;

export async function purgeTags(settings: CdnPurgeSettings, tags: readonly string[]): Promise<void> {
  for (let from = 0; from < tags.length; from += PER_CALL[settings.api]) {
    const part = tags.slice(from, from + PER_CALL[settings.api]);
    const response = await fetch(settings.url, {
      method: 'POST',
      headers:
        settings.api === 'fastly'
          ? { 'fastly-key': settings.token, 'content-type': 'application/json', accept: 'application/json' }
          : { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(settings.api === 'fastly' ? { surrogate_keys: part } : { tags: part }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
    if (!response.ok || (settings.api === 'cloudflare' && body?.success !== true))
      throw new Error(`the CDN refused the purge of ${part.join(' ')}: ${response.status}`);
  }
}
