import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapHouse } from '../../../contract/api/types.ts';
import './map.css';

/** SPEC §9: the map opens at zoom 5.5, over the middle of Iceland. */
export const MAP_ZOOM = 5.5;
export const MAP_CENTER: [number, number] = [64.95, -18.6];

const normal: L.CircleMarkerOptions = { radius: 6, color: '#ffffff', weight: 2, fillColor: '#1d4b5e', fillOpacity: 0.95 };
const active: L.CircleMarkerOptions = { radius: 10, color: '#ffffff', weight: 3, fillColor: '#b4472f', fillOpacity: 1 };

/**
 * The results on a Leaflet map (its own chunk, with Leaflet's CSS): one
 * marker per house of the whole result (paginations.allHouses), the hovered
 * card's marker drawn larger and in the accent colour. A marker's popup
 * links to the house; `onOpen` lets the page navigate without a reload.
 */
export default function ResultsMap({ houses, highlighted, tileUrl, attribution, label, onOpen }: {
  houses: readonly MapHouse[];
  highlighted: string | null;
  tileUrl: string;
  attribution: string;
  label: string;
  onOpen(url: string): void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomSnap: 0.5, zoomDelta: 0.5, scrollWheelZoom: false, attributionControl: true }).setView(MAP_CENTER, MAP_ZOOM);
    L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // The container may have been sized after Leaflet measured it (a toggled view).
    const resize = new ResizeObserver(() => m.invalidateSize());
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
    if (!group) return;
    group.clearLayers();
    markers.current.clear();
    for (const house of houses) {
      const marker = L.circleMarker([Number(house.latitude), Number(house.longitude)], { ...normal, className: 'map-marker' });
      const link = document.createElement('a');
      link.href = house.url;
      link.textContent = house.name;
      link.className = 'map-popup__link';
      link.addEventListener('click', (e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        open.current(house.url);
      });
      marker.bindPopup(link);
      marker.bindTooltip(house.name, { direction: 'top', offset: [0, -6] });
      marker.addTo(group);
      markers.current.set(house.code, marker);
    }
  }, [houses]);

  useEffect(() => {
    const marker = highlighted ? markers.current.get(highlighted) : undefined;
    if (!marker) return;
    marker.setStyle(active);
    marker.bringToFront();
    marker.getElement()?.classList.add('map-marker--active');
    return () => {
      marker.setStyle(normal);
      marker.getElement()?.classList.remove('map-marker--active');
    };
  }, [highlighted, houses]);

  return <div ref={element} className="results-map__canvas" role="region" aria-label={label} data-markers={houses.length} />;
}
