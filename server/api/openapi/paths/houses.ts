/** /api/houses: search, map points, suggestions, highlights, beds, price groups (server/api/search/router.ts). */
import { MAX_MAP_ZOOM } from '../../../../contract/map-view.ts';
import { SEARCH_ORDERS } from '../../../../contract/search-api-query.ts';
import { MAX_PRICE_CENTS } from '../../../../contract/search-limits.ts';
import {
  acceptLanguage,
  arrayOf,
  boolean,
  errors,
  integer,
  json,
  nullable,
  cents,
  number,
  object,
  oneOfValues,
  queryParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';
import { stayParams } from './house.ts';

const cacheable = {
  'Cache-Control': { description: 'public, max-age=300; varies by Accept-Language.', schema: string },
};

const list = (description: string) => ({
  ...string,
  description: `${description} (comma-separated; the parameter may also repeat).`,
});

/** What a house must be to match: the search's and the map's. */
const filterParams = [
  queryParam('search', string, 'Free text: a house, place, area or region name.'),
  ...stayParams,
  queryParam(
    'months',
    list('Months written yyyy-MM, at most 12, none more than 24 months ahead, e.g. 2027-07,2027-08'),
    "Flexible dates (with nights, instead of resFrom and resTo): only houses free for a stay that starts on a Thursday or Sunday of these months, at least 14 days ahead, and ends on a Thursday or Sunday. Each house's availability is then its cheapest such stay, with its checkIn and checkOut; sorting by price and the price range use that stay.",
  ),
  queryParam(
    'nights',
    { type: 'string', pattern: '^\\d{1,2}(-\\d{1,2})?$' },
    'The stay length of flexible dates (with months): nights from 1 to 28, e.g. 7, or a range, e.g. 3-4.',
  ),
  queryParam('numberOfBedrooms', { type: 'integer', minimum: 0 }, 'At least this many bedrooms.'),
  queryParam('numberOfAdults', { type: 'integer', minimum: 0 }, 'At least this many guests.'),
  queryParam('houseBedIds', list('bedTypeId:count pairs, e.g. 1:2,3:1'), 'Beds wanted.'),
  queryParam('regionIds', list('Region ids'), 'Only these regions.'),
  queryParam('houseHighlightIds', list('Highlight ids'), 'Houses with all of these highlights.'),
  queryParam(
    'petsAllowed',
    boolean,
    'true: only houses that allow pets (the "Pets allowed" highlight, id 14); false or absent: no filter.',
  ),
  queryParam('houseCategoryIds', list('Category ids'), 'Houses of these categories.'),
  queryParam('codes', list('House codes'), 'Only these houses, in this order (the shortlist).'),
  queryParam(
    'minimumPriceCents',
    { ...cents(60000), maximum: MAX_PRICE_CENTS },
    'Lowest price per week in integer cents (with a stay: its average per week).',
  ),
  queryParam(
    'maximumPriceCents',
    { ...cents(250000), maximum: MAX_PRICE_CENTS },
    'Highest price per week in integer cents; not below minimumPriceCents.',
  ),
];

export const paths: Record<string, object> = {
  '/api/houses/search': {
    get: {
      tags: ['Search'],
      operationId: 'searchHouses',
      summary: 'Search houses',
      description:
        'One page of the houses that match, in order, and, when few match, other houses found by relaxing the filters. Every match as a map point (paginations.allHouses) only with include=mapPoints: the site loads them from GET /api/houses/map. Empty parameters count as absent; a bad value is a 422 naming the parameter.',
      parameters: [
        queryParam('limit', { type: 'integer', minimum: 1 }, 'Houses per page.'),
        queryParam('offset', { type: 'integer', minimum: 0 }, 'Houses to skip.'),
        ...filterParams,
        queryParam('order', { enum: [...SEARCH_ORDERS, 'relevance'] }, 'Relevance (empty) by default.'),
        queryParam(
          'include',
          string,
          'Parts of each house, comma-separated (as GET /api/house/{slug}); gallery,availability without it — a card: priceFrom is always there, `gallery` is the first picture cut 4x3 at 400, 800 and 1200 px (no caption, no link-preview image), `availability` the price of the stay when resFrom and resTo are given. `prices` adds every season still to come (about 2 KB a house). `mapPoints` adds paginations.allHouses, every match as a map point (name it with the parts you want: include=gallery,availability,mapPoints).',
        ),
        acceptLanguage,
      ],
      responses: {
        200: json('The matches.', ref('SearchResult')),
        ...errors([400, 422]),
      },
    },
  },
  '/api/houses/map': {
    get: {
      tags: ['Search'],
      operationId: 'mapPoints',
      summary: 'Every house a search finds, as points on the map',
      description:
        "The search's filters (the same parameters, checked the same way; limit, offset, order and include do not apply), answered with every matching house as a compact row for the results map, in no particular order. With zoom (and bbox, the map's view) the matches are clustered for that zoom (Leaflet's 256-px tiles) and only what lies in the box is sent: the single houses as rows, the clusters with their count and lowest price, the number of matches, the box around them all, and each region's count and centre. Cacheable: a strong ETag (If-None-Match answers 304); without dates public, max-age=60, must-revalidate, with dates public, no-cache (bookings change it: the browser revalidates every time).",
      parameters: [
        ...filterParams,
        queryParam(
          'zoom',
          { type: 'integer', minimum: 0, maximum: MAX_MAP_ZOOM, examples: [6] },
          'Cluster the matches for this zoom (0 the world, 6 about Iceland on a desktop); from 16 on every house is its own point.',
        ),
        queryParam(
          'bbox',
          { ...string, pattern: '^-?[0-9.]+,-?[0-9.]+,-?[0-9.]+,-?[0-9.]+$', examples: ['-24.6,63.2,-13.4,66.6'] },
          "With zoom: only what lies in this box, west,south,east,north in degrees (the map's view); the whole world without it.",
        ),
        acceptLanguage,
      ],
      responses: {
        200: json('The points.', ref('MapPoints'), {
          ETag: { description: 'A strong validator of this very answer.', schema: string },
          'Cache-Control': {
            description: 'public, max-age=60, must-revalidate; public, no-cache with dates. Varies by Accept-Language.',
            schema: string,
          },
        }),
        304: { description: 'Not modified since the ETag given in If-None-Match.' },
        ...errors([400, 422]),
      },
    },
  },
  '/api/houses/search/suggestions': {
    get: {
      tags: ['Search'],
      operationId: 'searchSuggestions',
      summary: 'Every region, area and house by name, for the search box',
      parameters: [acceptLanguage],
      responses: {
        200: json(
          'Regions, then areas, then houses; and the words the search knows, for matching them by its rule.',
          object({
            houses: arrayOf(ref('SearchSuggestion')),
            words: {
              ...arrayOf(string),
              description:
                "Every word of the houses' search keys (search_key() forms: lower case, accents removed) but their codes, sorted: how each word of a text matches (a word's start, inside a word, or a typo) is decided over these.",
              examples: [['akureyri', 'and', 'eyjafjordur', 'hot', 'tub', 'vik', 'whirlpool']],
            },
          }),
          cacheable,
        ),
        ...errors([400]),
      },
    },
  },
  '/api/houses/highlights': {
    get: {
      tags: ['Search'],
      operationId: 'listHighlights',
      summary: 'The highlights a search can filter by',
      parameters: [acceptLanguage],
      responses: { 200: json('Highlights.', arrayOf(ref('FilterOption')), cacheable), ...errors([400]) },
    },
  },
  '/api/houses/beds': {
    get: {
      tags: ['Search'],
      operationId: 'listBedTypes',
      summary: 'The bed types a search can filter by',
      parameters: [acceptLanguage],
      responses: { 200: json('Bed types.', arrayOf(ref('FilterOption')), cacheable), ...errors([400]) },
    },
  },
  '/api/houses/pricegroups': {
    get: {
      tags: ['Search'],
      operationId: 'priceGroups',
      summary: 'A histogram of houses by price per week',
      description:
        "Without a stay: by the from-price per week (cacheable). With resFrom and resTo: by the stay's average price per week, among the houses free and priced for it (not cached).",
      parameters: [
        queryParam('numGroups', { type: 'integer', minimum: 1, maximum: 100 }, 'Number of bars (14 by default).'),
        ...stayParams,
        acceptLanguage,
      ],
      responses: { 200: json('The bars.', ref('PriceGroups')), ...errors([400, 422]) },
    },
  },
};

export const schemas: Record<string, Schema> = {
  SearchResult: object(
    {
      houses: arrayOf(ref('House')),
      paginations: object(
        {
          total: integer,
          perPage: integer,
          allHouses: {
            description: 'Only with include=mapPoints: every match as a map point.',
            ...arrayOf(
              object(
                {
                  code: string,
                  name: string,
                  latitude: number,
                  longitude: number,
                  url: { ...string, description: "The house page's path in the request's language." },
                  picture: {
                    ...nullable(object({ url: string, alt: string })),
                    description: 'The first picture, cut 4x3, 400 px wide; null: none.',
                  },
                  price: {
                    ...nullable(integer),
                    description:
                      "The price the house's card shows, in whole cents: with a stay (and include availability) the stay's total, else the from-price per night; null: no price ahead.",
                  },
                  nights: { ...integer, description: "The stay's nights; only when price is the stay's total." },
                },
                ['nights'],
              ),
            ),
          },
        },
        ['allHouses'],
      ),
      otherHouses: object({ houses: arrayOf(ref('House')) }),
      didYouMean: {
        ...string,
        description:
          'Only when a word of the text was found nowhere and matched as a typo of known words: the text with those words corrected, as the catalogue writes them.',
        examples: ['Akureyri'],
      },
    },
    ['didYouMean'],
  ),
  MapPoints: object(
    {
      houses: {
        description: 'A row per matching house.',
        ...arrayOf({
          type: 'array',
          description:
            "[code, name, latitude, longitude, url, picture, price, nights]: url is the house page's path in the request's language; picture the first picture's 4x3 cut at 400 px (null: none); price what the house's card shows, in whole cents: with a stay its total, else the from-price per night (null: no price ahead); nights the stay's when price is its total (with flexible dates each house's cheapest stay), else null.",
          prefixItems: [string, string, number, number, string, nullable(string), nullable(integer), nullable(integer)],
          items: false,
          minItems: 8,
          examples: [
            [
              'SH-1042',
              'Lakeside cottage at Þingvellir',
              64.2559,
              -21.1295,
              '/en/house/lakeside-cottage-thingvellir',
              '/images/sh-1042-1/card-400',
              150000,
              7,
            ],
          ],
        }),
      },
      clusters: {
        description: 'With zoom: a row per cluster in the box.',
        ...arrayOf({
          type: 'array',
          description:
            "[latitude, longitude, count, lowest, zoom]: the cluster's centre, how many houses it holds, the lowest price among them in whole cents (as a single house's price; null: none has one), and the zoom at which it splits.",
          prefixItems: [number, number, integer, nullable(integer), integer],
          items: false,
          minItems: 5,
          examples: [[64.1461, -21.4105, 37, 8900, 8]],
        }),
      },
      total: { ...integer, description: 'With zoom: how many houses match, in view or not.', examples: [220] },
      bounds: {
        ...nullable({ type: 'array', items: number, minItems: 4, maxItems: 4 }),
        description:
          'With zoom: the box around every match, [west, south, east, north] (null: no match): the first view.',
        examples: [[-24.3, 63.4, -13.6, 66.5]],
      },
      regions: {
        description:
          "With zoom: [region id, count, latitude, longitude] of each region with matches, the latitude and longitude its houses' mean (the map drawn without JavaScript).",
        ...arrayOf({
          type: 'array',
          prefixItems: [integer, integer, number, number],
          items: false,
          minItems: 4,
          examples: [[4, 54, 63.8712, -20.1533]],
        }),
      },
    },
    ['clusters', 'total', 'bounds', 'regions'],
  ),
  SearchSuggestion: object({
    house: object({ name: string, type: oneOfValues(['house', 'area']), slug: string, regionSlug: string }),
  }),
  PriceGroups: object({
    minCents: cents(60000, 'Integer cents, whole tens of euros.'),
    maxCents: cents(350000, 'Integer cents, whole tens of euros.'),
    data: arrayOf(object({ groupId: integer, houseCount: integer })),
  }),
};
