import { Link } from 'react-router';
import type { HouseDetail } from '../../api/house.ts';
import type { BedroomSetupFloor, FilterOption, GuestbookEntry } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { HighlightIcon } from './HighlightIcon.tsx';
import { exploreRegionLabel, regionBySlug } from '../../components/filters/regions.ts';

/** Floors, their rooms and each room's beds (docs/product/screens.md#house). */
export function SleepingArrangements({ floors }: { floors: readonly BedroomSetupFloor[] }) {
  const { t } = useI18n();
  if (!floors.length) return null;
  return (
    <section className="house-section" aria-labelledby="house-sleeping-title">
      <h2 id="house-sleeping-title">{t('house.sleeping.title')}</h2>
      <div className="sleeping">
        {floors.map((floor) => (
          <div key={floor.floorName} className="sleeping__floor">
            <h3>{floor.floorName}</h3>
            <ul className="sleeping__rooms">
              {floor.bedrooms.map((room) => (
                <li key={room.name} className="sleeping__room">
                  <p className="sleeping__room-name">
                    {room.name}
                    {room.size.description && <span className="sleeping__size"> · {room.size.description}</span>}
                  </p>
                  <ul className="sleeping__beds">
                    {room.beds.map((bed) => (
                      <li key={bed.bedType.id}>
                        {t('house.sleeping.beds', { quantity: bed.quantity, bed: bed.bedType.name })}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The house's highlights, each with its icon. */
export function Highlights({ items }: { items: readonly FilterOption[] }) {
  const { t } = useI18n();
  if (!items.length) return null;
  return (
    <section className="house-section" aria-labelledby="house-highlights-title">
      <h2 id="house-highlights-title">{t('house.highlights.title')}</h2>
      <ul className="highlights">
        {items.map((item) => (
          <li key={item.id} className="highlights__item">
            <HighlightIcon id={item.id} />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to more houses near the house's places and region, and to the region's explore page. */
export function NearbyLinks({ house }: { house: HouseDetail }) {
  const { t, locale } = useI18n();
  const list = pathFor('accommodation', locale);
  const places = new Set<string>();
  const links: Array<{ href: string; label: string }> = [];
  const near = (name: string | null | undefined) => {
    if (!name || places.has(name) || places.size >= 4) return;
    places.add(name);
    links.push({
      href: `${list}?search=${encodeURIComponent(name)}`,
      label: t('house.nearby.housesNear', { place: name }),
    });
  };
  near(house.mainPoint?.name);
  near(house.referencePoint?.name);
  for (const point of house.points ?? []) if (point.type.id === 1 || point.type.id === 8) near(point.name);
  links.push({ href: pathFor('region', locale, { region: house.region.slug }), label: housesInLabel(t, house.region) });
  links.push({
    href: pathFor('exploreItem', locale, { slug: house.region.slug }),
    label: exploreRegionLabel(t, house.region),
  });
  return (
    <nav className="house-section nearby" aria-labelledby="house-nearby-title">
      <h2 id="house-nearby-title">{t('house.nearby.title')}</h2>
      <ul className="nearby__links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product/rules.md#display-constants: the three newest guestbook entries, in the visitor's language where translated. */
export function Guestbook({ entries }: { entries: readonly GuestbookEntry[] }) {
  const { t, formatDate } = useI18n();
  if (!entries.length) return null;
  return (
    <section className="house-section" aria-labelledby="house-guestbook-title">
      <h2 id="house-guestbook-title">{t('house.guestbook.title')}</h2>
      <ul className="guestbook">
        {entries.map((entry) => (
          <li key={entry.id} className="guestbook__entry">
            <figure>
              <blockquote>
                <p className="guestbook__quote">{entry.quote}</p>
                <p>{entry.entry}</p>
              </blockquote>
              <figcaption>
                <span className="guestbook__guest">{entry.guest}</span>
                {entry.date && (
                  <>
                    {' · '}
                    <time dateTime={entry.date}>{formatDate(entry.date, 'MMMM yyyy')}</time>
                  </>
                )}
                {entry.translated && (
                  <span className="guestbook__translated"> · {t('house.guestbook.translated')}</span>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "All holiday houses in the North" / "Alle Ferienhäuser im Norden": each known region has its own phrase, as German needs its article. */
function housesInLabel(
  t: (key: string, params?: Record<string, string | number>) => string,
  region: { slug: string; name: string },
): string {
  const known = regionBySlug(region.slug);
  return known ? t(`house.nearby.housesInRegion.${known.key}`) : t('house.nearby.housesIn', { region: region.name });
}
