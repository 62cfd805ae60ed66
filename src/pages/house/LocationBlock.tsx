import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HouseDetail } from '../../api/house.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';

const loadMap = () => import('./HouseMap.tsx');
const HouseMap = lazy(loadMap);

/** The map's code is fetched once the block comes this close to the viewport. */
const NEAR = '600px 0px';

/**
 * The location block (docs/product/screens.md#house): the location text, a map (Leaflet, loaded
 * only when scrolled near), the distances to the points of interest and the
 * highlights of the surroundings. Without JavaScript the map's frame links to
 * the place on OpenStreetMap.
 */
export function LocationBlock({ house }: { house: HouseDetail }) {
  const { t, formatNumber } = useI18n();
  const tileUrl = useStoreSnapshot(useStore().config).mapTileUrl;
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const texts = house.texts?.[0];
  const { latitude, longitude } = house.location;

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const osm = `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=11/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
  const fallback = (
    <a className="house-map__fallback" href={osm} rel="noopener noreferrer" target="_blank">
      {near ? t('house.location.loadingMap') : `${latitude.toFixed(5)}, ${longitude.toFixed(5)} · OpenStreetMap`}
    </a>
  );
  return (
    <section id="location" className="house-section location" aria-labelledby="house-location-title">
      <h2 id="house-location-title">{t('house.location.title')}</h2>
      {texts?.location && <p className="location__text">{texts.location}</p>}
      <div className="location__grid">
        <div ref={frame} className="house-map">
          {near && tileUrl ? (
            <Suspense fallback={fallback}>
              <HouseMap
                latitude={latitude}
                longitude={longitude}
                name={house.name}
                tileUrl={tileUrl}
                attribution="&copy; OpenStreetMap"
                label={t('house.location.map', { name: house.name })}
              />
            </Suspense>
          ) : (
            fallback
          )}
        </div>
        {!!house.points?.length && (
          <div className="location__distances">
            <h3>{t('house.location.distances')}</h3>
            <ul className="distances">
              {house.points.map((point) => (
                <li key={point.id} className="distances__item">
                  <span className="distances__what">
                    {point.type.nameWithPrefix}
                    {point.name && <strong> {point.name}</strong>}
                  </span>
                  <span className="distances__how">
                    {t('house.location.distance', {
                      distance: formatNumber(point.distance.value),
                      duration: point.duration,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {texts?.highlights && <p className="location__highlights">{texts.highlights}</p>}
    </section>
  );
}
