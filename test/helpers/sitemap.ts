/** The whole sitemap of a running site: /sitemap.xml's index, and each file it names (their XML, in order). */
export async function sitemapFiles(base: string): Promise<{ index: string; files: string[] }> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const locations = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]).pathname);
  const files = await Promise.all(locations.map(async (path) => (await fetch(`${base}${path}`)).text()));
  return { index, files };
}

/** Every page the sitemap lists, by its <loc>. */
export async function sitemapText(base: string): Promise<string> {
  return (await sitemapFiles(base)).files.join('\n');
}
