import type { HouseDetail } from '../../api/house.ts';
import { PageHead } from '../../components/PageHead.tsx';

/** Meta description: the start of the house's text, cut at a word. */
function describe(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`;
}

/**
 * Title, description, canonical address and link preview of a house page.
 * The addresses are absolute for crawlers and link previews (`origin`: the
 * public origin, else the request's).
 */
export function HouseHeadTags({
  house,
  title,
  housePath,
  origin,
}: {
  house: HouseDetail;
  title: string;
  housePath: string;
  origin: string;
}) {
  const picture = house.gallery?.[0];
  // On the site's own /images, or already whole on the pictures' host (a CDN).
  const og = picture?.openGraph;
  const ogImage = og ? (/^https?:\/\//.test(og) ? og : origin + og) : undefined;
  const texts = house.texts?.[0];
  return (
    <>
      <PageHead title={title} description={describe(texts?.houseBaseText || house.houseNameDescription)} />
      <link rel="canonical" href={origin + housePath} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={origin + housePath} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content="1200" />}
      {ogImage && <meta property="og:image:height" content="630" />}
      {ogImage && picture?.alt && <meta property="og:image:alt" content={picture.alt} />}
    </>
  );
}
