const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome\/.*\blighthouse/i;

/** Crawlers and link-preview fetchers get the complete document at once (onAllReady). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
