/**
 * The checks a catalogue file needs the database for: reference keys that
 * exist, places, areas and owners that the file or the database has, an owner
 * for every house, codes and slugs used once. Each problem names the house
 * (or owner) and the field.
 */
import type { StoredCatalogue } from '../file/read.ts';
import type { CatalogueFile } from '../file/schema.ts';
import type { ParsedCatalogue } from './parse.ts';
import type { Locate } from './problems.ts';
import type { References } from './references.ts';

/** Every such problem of the file's checked items; `refused` names the items the schema refused, which are in the file all the same. */
export function catalogueProblems(
  file: CatalogueFile,
  refs: References,
  stored: StoredCatalogue,
  locate: Locate,
  refused: ParsedCatalogue['refused'],
): string[] {
  const problems: string[] = [];
  const at = (path: Array<string | number>, message: string) => problems.push(`${locate(path)}: ${message}`);
  const known = (
    map: Map<string, unknown> | Set<string>,
    what: string,
    value: string | null,
    path: Array<string | number>,
  ) => {
    if (value !== null && !map.has(value)) at(path, `unknown ${what} "${value}"`);
  };
  const places = new Set([...stored.places.keys(), ...file.places.map((p) => p.slug), ...refused.places]);
  const areas = new Set([...stored.areas.keys(), ...file.areas.map((a) => a.slug), ...refused.areas]);
  const owners = new Set([...stored.owners.keys(), ...file.owners.map((o) => o.code), ...refused.owners]);
  const once = (values: string[], what: string, path: (i: number) => Array<string | number>) => {
    const seen = new Set<string>();
    values.forEach((v, i) => (seen.has(v) ? at(path(i), `${what} "${v}" appears twice`) : seen.add(v)));
  };

  once(
    file.places.map((p) => p.slug),
    'place',
    (i) => ['places', i, 'slug'],
  );
  once(
    file.areas.map((a) => a.slug),
    'area',
    (i) => ['areas', i, 'slug'],
  );
  file.places.forEach((p, i) => known(refs.regions, 'region', p.region, ['places', i, 'region']));
  file.areas.forEach((a, i) => known(refs.regions, 'region', a.region, ['areas', i, 'region']));
  once(
    file.owners.map((o) => o.code),
    'owner',
    (i) => ['owners', i, 'code'],
  );
  once(
    file.houses.map((h) => h.code),
    'code',
    (i) => ['houses', i, 'code'],
  );

  // A slug stays with its house: one of a house not in the file is taken.
  const inFile = new Set([...file.houses.map((h) => h.code), ...refused.houses]);
  for (const lang of ['en', 'de'] as const) {
    const taken = new Map(
      stored.file.houses.filter((h) => !inFile.has(h.code)).map((h) => [h.texts[lang].slug, h.code]),
    );
    once(
      file.houses.map((h) => h.texts[lang].slug),
      'slug',
      (i) => ['houses', i, 'texts', lang, 'slug'],
    );
    file.houses.forEach((h, i) => {
      const owner = taken.get(h.texts[lang].slug);
      if (owner)
        at(
          ['houses', i, 'texts', lang, 'slug'],
          `"${h.texts[lang].slug}" is the slug of house ${owner}, which is not in the file`,
        );
    });
  }

  file.houses.forEach((h, i) => {
    known(refs.types, 'type', h.type, ['houses', i, 'type']);
    known(refs.regions, 'region', h.region, ['houses', i, 'region']);
    known(areas, 'area', h.area, ['houses', i, 'area']);
    if (h.owner === null) at(['houses', i, 'owner'], 'missing: every house names its owner (a code of owners)');
    known(owners, 'owner', h.owner, ['houses', i, 'owner']);
    h.highlights.forEach((k, j) => known(refs.highlights, 'highlight', k, ['houses', i, 'highlights', j]));
    h.categories.forEach((k, j) => known(refs.categories, 'category', k, ['houses', i, 'categories', j]));
    h.points.forEach((p, j) => {
      known(refs.pointTypes, 'point type', p.type, ['houses', i, 'points', j, 'type']);
      known(places, 'place', p.place, ['houses', i, 'points', j, 'place']);
    });
    h.rooms.forEach((r, j) => {
      known(refs.floors, 'floor', r.floor, ['houses', i, 'rooms', j, 'floor']);
      known(refs.roomKinds, 'room kind', r.kind, ['houses', i, 'rooms', j, 'kind']);
      once(
        r.beds.map((b) => b.type),
        'bed type',
        (k) => ['houses', i, 'rooms', j, 'beds', k, 'type'],
      );
      r.beds.forEach((b, k) => known(refs.bedTypes, 'bed type', b.type, ['houses', i, 'rooms', j, 'beds', k, 'type']));
    });
    const bedrooms = h.rooms.filter((r) => refs.bedroomKinds.has(r.kind)).length;
    if (bedrooms > 20) at(['houses', i, 'rooms'], `${bedrooms} bedrooms: at most 20`);
    h.reviews.forEach((r, j) =>
      Object.keys(r.scores).forEach((k) =>
        known(refs.ratingAttributes, 'rating attribute', k, ['houses', i, 'reviews', j, 'scores', k]),
      ),
    );
  });
  return problems;
}
