import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapHouse } from '../../../contract/api/types.ts';
import { useI18n, type I18n } from '../../i18n/i18n.ts';
import type { MapAnswer, MapCluster, MapView } from '../../api/map-points.ts';
import type { MapQuery } from '../../api/search.ts';
import { clusterText, pinPrice } from './pin-text.ts';
import { useMapPoints } from './useMapPoints.ts';
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
/** The view asked of the server reaches this far beyond the map's edges (a short pan needs no new answer to show pins). */
const VIEW_MARGIN = 0.25;

/** The first view: every result (the view without any: docs/product/rules.md#display-constants). */
function fitTo(m: L.Map, bounds: MapAnswer['bounds']): void {
  if (!bounds) return void m.setView(MAP_CENTER, MAP_ZOOM, { animate: false });
  const [west, south, east, north] = bounds;
  m.fitBounds(
    [
      [south, west],
      [north, east],
    ],
    { ...FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false },
  );
}

/** What the map shows, as the map call takes it: the whole zoom (clusters are made per zoom) and the box with a margin, in 0.01°. */
function viewOf(m: L.Map): MapView {
  const box = m.getBounds().pad(VIEW_MARGIN);
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  const down = (n: number, limit: number) => clamp(Math.floor(n * 100) / 100, limit);
  const up = (n: number, limit: number) => clamp(Math.ceil(n * 100) / 100, limit);
  return {
    zoom: Math.max(0, Math.floor(m.getZoom())),
    bbox: [down(box.getWest(), 180), down(box.getSouth(), 90), up(box.getEast(), 180), up(box.getNorth(), 90)].join(
      ',',
    ),
  };
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

/** A cluster: its count and lowest price on a label, a button named by both in words that zooms in until it splits. */
function clusterPin(cluster: MapCluster, i18n: I18n, zoomIn: (cluster: MapCluster) => void): L.Marker {
  const text = clusterText(cluster.count, cluster.lowest, i18n);
  // Named by its words, shown as count and price: the name is the button's content, not an aria-label
  // the shown text would have to be part of.
  const label = document.createElement('span');
  label.className = 'map-pin__label';
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = text.long;
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  const count = document.createElement('b');
  count.className = 'map-pin__count';
  count.textContent = String(cluster.count);
  shown.append(count, text.short);
  label.append(name, shown);
  const marker = L.marker([cluster.latitude, cluster.longitude], {
    icon: L.divIcon({ className: 'map-pin map-pin--cluster', html: label, iconSize: [0, 0] }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('add', () => marker.getElement()?.setAttribute('data-count', String(cluster.count)));
  marker.on('click', () => zoomIn(cluster));
  // Leaflet tells a marker of Enter as a keypress (a popup opens on it); a cluster zooms in.
  marker.on('keypress', (e) => {
    if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') zoomIn(cluster);
  });
  return marker;
}

/**
 * The results on a Leaflet map (its own chunk, with Leaflet's CSS): the
 * search's houses (GET /api/houses/map) for the view, clustered by the
 * server — a cluster shows its count and lowest price and zooms in when
 * chosen; a house alone is a price pin (the card's price: per night, or the
 * stay's total). The first view of each search fits all its results; every
 * pan and zoom asks for the view again. The hovered card's pin and the one
 * whose popup is open are marked. A pin's popup is a small card linking to
 * the house (`link` adds the trip); `onOpen` lets the page navigate without a
 * reload.
 */
export default function ResultsMap({
  query,
  highlighted,
  tileUrl,
  attribution,
  link,
  onOpen,
}: {
  query: MapQuery;
  highlighted: string | null;
  tileUrl: string;
  attribution: string;
  link(url: string): string;
  onOpen(url: string): void;
}) {
  const i18n = useI18n();
  const texts = useRef(i18n);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);
  /** The pins on the map by search and place, and the link they were made with. */
  const drawn = useRef(new Map<string, L.Marker>());
  const drawnWith = useRef(link);
  /** Each house pin's key in `drawn`, by house code (the hovered card's). */
  const markers = useRef(new Map<string, string>());
  const open = useRef(onOpen);
  const [view, setView] = useState<MapView | null>(null);
  const answer = useMapPoints(query, view);
  /** The search whose results the view was fitted to, and their box (fitted again when the map is resized). */
  const fitted = useRef<{ query: string; bounds: MapAnswer['bounds'] } | null>(null);
  const [fittedQuery, setFittedQuery] = useState<string | null>(null);
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
    const pins = drawn.current;
    layer.current = group;
    map.current = m;
    const ask = () => setView(viewOf(m));
    m.on('moveend', ask);
    // The container may have been sized after Leaflet measured it (a toggled view): measure and fit again.
    const resize = new ResizeObserver(() => {
      m.invalidateSize();
      if (fitted.current) fitTo(m, fitted.current.bounds);
      ask();
    });
    resize.observe(element.current);
    return () => {
      resize.disconnect();
      m.remove();
      map.current = null;
      layer.current = null;
      pins.clear();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m || !answer) return;
    if (fitted.current?.query !== answer.query) {
      // A new search: its first view shows every result (the answer for it follows the move).
      fitted.current = { query: answer.query, bounds: answer.bounds };
      fitTo(m, answer.bounds);
      setFittedQuery(answer.query);
    }
    const i18n = texts.current;
    // Pins already on the map stay (an open popup with them): a popup's own pan asks for the view again.
    if (drawnWith.current !== link) {
      group.clearLayers();
      drawn.current.clear();
      drawnWith.current = link;
    }
    const zoomIn = (cluster: MapCluster) =>
      m.setView([cluster.latitude, cluster.longitude], Math.max(cluster.zoom, m.getZoom() + 1));
    const wanted = new Map<string, () => L.Marker>();
    for (const cluster of answer.clusters) {
      const key = `${answer.query}|${cluster.latitude},${cluster.longitude},${cluster.count}`;
      wanted.set(key, () => clusterPin(cluster, i18n, zoomIn));
    }
    markers.current.clear();
    for (const house of answer.houses) {
      const key = `${answer.query}|${house.code}`;
      wanted.set(key, () => {
        const marker = pricePin(house, i18n);
        const price = pinPrice(house, i18n);
        const href = link(house.url);
        return marker.bindPopup(() => popupCard(house, href, price?.long ?? null, (url) => open.current(url)), {
          className: 'map-popup-frame',
          minWidth: 200,
          maxWidth: 240,
        });
      });
      markers.current.set(house.code, key);
    }
    for (const [key, marker] of drawn.current) {
      if (wanted.has(key)) continue;
      group.removeLayer(marker);
      drawn.current.delete(key);
    }
    for (const [key, make] of wanted) if (!drawn.current.has(key)) drawn.current.set(key, make().addTo(group));
  }, [answer, link]);

  useEffect(() => {
    const key = highlighted ? markers.current.get(highlighted) : undefined;
    const marker = key ? drawn.current.get(key) : undefined;
    if (!marker) return;
    marker.setZIndexOffset(1000);
    marker.getElement()?.classList.add('map-pin--active');
    return () => {
      marker.setZIndexOffset(0);
      marker.getElement()?.classList.remove('map-pin--active');
    };
  }, [highlighted, answer]);

  // Busy until the answer is the one for the view shown, fitted to its search (tests wait for it).
  const settled =
    !!answer &&
    !!view &&
    fittedQuery === answer.query &&
    answer.view.zoom === view.zoom &&
    answer.view.bbox === view.bbox;
  return (
    <div
      ref={element}
      className="results-map__canvas"
      role="region"
      aria-label={i18n.t('search.map.label', { count: answer?.total ?? 0 })}
      aria-busy={!settled}
    />
  );
}
