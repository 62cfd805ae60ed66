import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapHouse } from '../../../contract/api/types.ts';
import { useI18n, type I18n } from '../../i18n/i18n.ts';
import { pinPrice } from './pin-text.ts';
import './map.css';

/** docs/product/rules.md#display-constants: zoom 5.5 over the middle of Iceland — the view without results. */
export const MAP_ZOOM = 5.5;
export const MAP_CENTER: [number, number] = [64.95, -18.6];
/** Fitting the results never zooms in closer than this (one house alone). */
const FIT_MAX_ZOOM = 12;
/** Room for the pins, which stand above their point. */
const FIT_PADDING = {
  paddingTopLeft: [24, 44] as L.PointExpression,
  paddingBottomRight: [24, 12] as L.PointExpression,
};

/** The view of every pin (the view without any: docs/product/rules.md#display-constants). */
function fitToPins(m: L.Map, pins: L.FeatureGroup): void {
  const bounds = pins.getBounds();
  if (bounds.isValid()) m.fitBounds(bounds, { ...FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
  else m.setView(MAP_CENTER, MAP_ZOOM, { animate: false });
}

/** The popup: a small card with the picture, the name linking to the house (with the list's dates and guests) and the price. */
function popupCard(house: MapHouse, href: string, price: string | null, open: (url: string) => void): HTMLElement {
  const card = document.createElement('div');
  card.className = 'map-popup';
  if (house.picture) {
    const img = document.createElement('img');
    img.className = 'map-popup__image';
    img.src = house.picture.url;
    img.alt = house.picture.alt;
    img.width = 400;
    img.height = 300;
    card.append(img);
  }
  const link = document.createElement('a');
  link.className = 'map-popup__link';
  link.href = href;
  link.textContent = house.name;
  link.addEventListener('click', (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    open(href);
  });
  card.append(link);
  if (price) {
    const p = document.createElement('p');
    p.className = 'map-popup__price';
    p.textContent = price;
    card.append(p);
  }
  return card;
}

/** A price pin: the price on a label above the point, a focusable button named by the house and its price. */
function pricePin(house: MapHouse, i18n: I18n): L.Marker {
  const price = pinPrice(house, i18n);
  const label = document.createElement('span');
  label.className = 'map-pin__label';
  label.textContent = price?.short ?? '•';
  const marker = L.marker([Number(house.latitude), Number(house.longitude)], {
    // A 0×0 icon at the point: the label stands above it (map.css).
    icon: L.divIcon({ className: 'map-pin', html: label, iconSize: [0, 0] }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('add', () =>
    marker.getElement()?.setAttribute('aria-label', `${house.name}, ${price?.long ?? i18n.t('search.map.noPrice')}`),
  );
  marker.on('popupopen', (e) => {
    marker.getElement()?.classList.add('map-pin--selected');
    e.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', i18n.t('search.map.closePopup'));
  });
  marker.on('popupclose', () => marker.getElement()?.classList.remove('map-pin--selected'));
  return marker;
}

/**
 * The results on a Leaflet map (its own chunk, with Leaflet's CSS): a price
 * pin per house of the whole result (GET /api/houses/map) — the card's
 * price: per night, or the stay's total — the view fitted to all of them
 * whenever they change. The hovered card's pin and the one whose popup is
 * open are marked. A pin's popup is a small card linking to the house;
 * `onOpen` lets the page navigate without a reload.
 */
export default function ResultsMap({
  houses,
  highlighted,
  tileUrl,
  attribution,
  label,
  onOpen,
}: {
  houses: readonly MapHouse[];
  highlighted: string | null;
  tileUrl: string;
  attribution: string;
  label: string;
  onOpen(url: string): void;
}) {
  const i18n = useI18n();
  const texts = useRef(i18n);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
    texts.current = i18n;
  });

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, {
      zoomSnap: 0.5,
      zoomDelta: 0.5,
      scrollWheelZoom: false,
      zoomControl: false,
    }).setView(MAP_CENTER, MAP_ZOOM);
    const { t } = texts.current;
    L.control.zoom({ zoomInTitle: t('search.map.zoomIn'), zoomOutTitle: t('search.map.zoomOut') }).addTo(m);
    L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(m);
    const group = L.featureGroup().addTo(m);
    layer.current = group;
    map.current = m;
    // The container may have been sized after Leaflet measured it (a toggled view): measure and fit again.
    const resize = new ResizeObserver(() => {
      m.invalidateSize();
      fitToPins(m, group);
    });
    resize.observe(element.current);
    return () => {
      resize.disconnect();
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const group = layer.current;
    if (!group || !map.current) return;
    const i18n = texts.current;
    group.clearLayers();
    markers.current.clear();
    for (const house of houses) {
      const marker = pricePin(house, i18n);
      const price = pinPrice(house, i18n);
      marker.bindPopup(() => popupCard(house, house.url, price?.long ?? null, (url) => open.current(url)), {
        className: 'map-popup-frame',
        minWidth: 200,
        maxWidth: 240,
      });
      marker.addTo(group);
      markers.current.set(house.code, marker);
    }
    fitToPins(map.current, group);
  }, [houses]);

  useEffect(() => {
    const marker = highlighted ? markers.current.get(highlighted) : undefined;
    if (!marker) return;
    marker.setZIndexOffset(1000);
    marker.getElement()?.classList.add('map-pin--active');
    return () => {
      marker.setZIndexOffset(0);
      marker.getElement()?.classList.remove('map-pin--active');
    };
  }, [highlighted, houses]);

  return (
    <div ref={element} className="results-map__canvas" role="region" aria-label={label} data-markers={houses.length} />
  );
}
