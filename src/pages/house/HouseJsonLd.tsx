import { useContext } from 'react';
import type { HouseDetail } from '../../api/house.ts';
import { NonceContext } from '../../navigation/deferred.tsx';
import { serializeForScript } from '../../store/serialize.ts';
import { houseJsonLd } from './json-ld.ts';

/** The house's structured data in a nonce'd script, escaped like the page state (no `</script>` can end it). */
export function HouseJsonLd({
  house,
  url,
  origin,
  language,
}: {
  house: HouseDetail;
  url: string;
  origin: string;
  language: string;
}) {
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeForScript(houseJsonLd(house, { url, language, origin })) }}
    />
  );
}
