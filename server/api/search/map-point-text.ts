/**
 * A house's map point as JSON without its price (map-points.ts appends the
 * price). The search index keeps one row per house and language, so an
 * answer's points cost a string join; the object form (include=mapPoints,
 * which the site never asks) is made from the row when asked, so the index
 * holds each point once.
 */
import type { MapHouse } from '../../../contract/api/types.ts';

/** A house's point without its price. */
export interface MapPointText {
  /** MapPointRow as a JSON array without its closing bracket (the price goes there): `["SH-1004","Lóuborg",65.7,-19.5,"/en/…/","/images/…/4x3-400.webp"`. */
  row: string;
  /** The picture's alternative text (null without a picture): the one field the object has and the row has not. */
  alt: string | null;
}

export function mapPointText(point: Omit<MapHouse, 'price' | 'nights'>): MapPointText {
  const row = JSON.stringify([
    point.code,
    point.name,
    point.latitude,
    point.longitude,
    point.url,
    point.picture?.url ?? null,
  ]);
  return { row: row.slice(0, -1), alt: point.picture?.alt ?? null };
}

/** MapHouse as a JSON object without its closing brace: `{"code":…,"picture":{…}`. */
export function mapPointObject({ row, alt }: MapPointText): string {
  const [code, name, latitude, longitude, url, picture] = JSON.parse(`${row}]`) as [
    string,
    string,
    number,
    number,
    string,
    string | null,
  ];
  const point: Omit<MapHouse, 'price' | 'nights'> = {
    code,
    name,
    latitude,
    longitude,
    url,
    picture: picture === null ? null : { url: picture, alt: alt! },
  };
  return JSON.stringify(point).slice(0, -1);
}
