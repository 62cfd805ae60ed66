import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * The house on a Leaflet map (its own chunk, with Leaflet's CSS; loaded only
 * when the location block scrolls near). A circle marker rather than
 * Leaflet's image icon: no image files to resolve.
 */
export default function HouseMap({
  latitude,
  longitude,
  name,
  tileUrl,
  attribution,
  label,
}: {
  latitude: number;
  longitude: number;
  name: string;
  tileUrl: string;
  attribution: string;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false }).setView([latitude, longitude], 9);
    L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(map);
    L.circleMarker([latitude, longitude], {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: '#b4472f',
      fillOpacity: 1,
    })
      .addTo(map)
      .bindTooltip(name, { direction: 'top', offset: [0, -8] });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element.current);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [latitude, longitude, name, tileUrl, attribution]);
  return <div ref={element} className="house-map__canvas" role="region" aria-label={label} data-map="ready" />;
}
