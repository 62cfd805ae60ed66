-- Fixed reference data of the catalogue: the ids are part of the public contract
-- (URLs, filters, content documents, icons), so they are set here, not generated.
-- Convention: short translated labels are column pairs name_en / name_de; a house's
-- own texts live in house_texts rows, one per language (004).

-- Regions (docs/product/entities.md#regions-and-reference-data), fixed ids: 1 east, 2 north, 3 northeast, 4 south, 5 west,
-- 6 westfjords, 7 reykjavik, 8 northwest. Slugs are translated (/de/ferienhaus/sud/).
create table regions (
  id smallint primary key,
  key text not null unique check (key ~ '^[a-z]+$'),
  sort_order smallint not null,
  name_en text not null,
  name_de text not null,
  name_with_country_en text not null,
  name_with_country_de text not null,
  slug_en text not null unique check (slug_en ~ '^[a-z0-9-]+$'),
  slug_de text not null unique check (slug_de ~ '^[a-z0-9-]+$'),
  latitude double precision not null,
  longitude double precision not null
);

insert into regions values
  (7, 'reykjavik',  1, 'Reykjavík',  'Reykjavík',  'Reykjavík & Capital Region', 'Reykjavík & Hauptstadtregion', 'reykjavik',  'reykjavik',  64.1466, -21.9426),
  (4, 'south',      2, 'South',      'Süden',      'South Iceland',              'Südisland',                    'south',      'sud',        63.9335, -20.9971),
  (5, 'west',       3, 'West',       'Westen',     'West Iceland',               'Westisland',                   'west',       'west',       64.5383, -21.9206),
  (6, 'westfjords', 4, 'Westfjords', 'Westfjorde', 'Westfjords, Iceland',        'Westfjorde, Island',           'westfjords', 'westfjorde', 65.7366, -23.2091),
  (8, 'northwest',  5, 'Northwest',  'Nordwesten', 'Northwest Iceland',          'Nordwestisland',               'northwest',  'nordwest',   65.6601, -20.2884),
  (2, 'north',      6, 'North',      'Norden',     'North Iceland',              'Nordisland',                   'north',      'nord',       65.6838, -18.0974),
  (3, 'northeast',  7, 'Northeast',  'Nordosten',  'Northeast Iceland',          'Nordostisland',                'northeast',  'nordost',    65.6416, -16.9100),
  (1, 'east',       8, 'East',       'Osten',      'East Iceland',               'Ostisland',                    'east',       'ost',        65.2669, -14.3948);

-- Kinds of house (docs/product/entities.md#regions-and-reference-data).
create table house_types (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null
);
insert into house_types values
  (1, 'house',     'Holiday house', 'Ferienhaus'),
  (2, 'cottage',   'Cottage',       'Ferienhütte'),
  (3, 'cabin',     'Log cabin',     'Blockhütte'),
  (4, 'villa',     'Villa',         'Villa'),
  (5, 'farmhouse', 'Farmhouse',     'Bauernhaus'),
  (6, 'apartment', 'Apartment',     'Ferienwohnung');

-- Highlights (docs/product/entities.md#regions-and-reference-data): ids 4–13 have icons and are fixed; the others are further amenities.
create table highlights (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  sort_order smallint not null
);
insert into highlights values
  (1,  'kitchen',         'Fully equipped kitchen', 'Voll ausgestattete Küche', 14),
  (2,  'terrace',         'Terrace',                'Terrasse',                 15),
  (3,  'parking',         'Free parking',           'Kostenloser Parkplatz',    16),
  (4,  'dishwasher',      'Dishwasher',             'Geschirrspüler',            5),
  (5,  'internet',        'Internet',               'Internet',                  2),
  (6,  'tv',              'TV',                     'Fernseher',                 6),
  (7,  'washing-machine', 'Washing machine',        'Waschmaschine',             7),
  (8,  'dryer',           'Dryer',                  'Wäschetrockner',            8),
  (9,  'hot-tub',         'Hot tub',                'Hot Tub',                   1),
  (10, 'bbq',             'Barbecue',               'Grill',                     4),
  (11, 'wheelchair',      'Wheelchair accessible',  'Rollstuhlgerecht',          9),
  (12, 'sauna',           'Sauna',                  'Sauna',                     3),
  (13, 'baby-chair',      'Baby chair',             'Kinderhochstuhl',          10),
  (14, 'pets',            'Pets allowed',           'Haustiere erlaubt',        11),
  (15, 'wood-stove',      'Wood stove',             'Holzofen',                 12),
  (16, 'sea-view',        'Sea view',               'Meerblick',                13),
  (17, 'mountain-view',   'Mountain view',          'Bergblick',                17),
  (18, 'ev-charger',      'EV charger',             'Ladestation für E-Autos',  18);

-- Bed types (bed filter; the first four by sort_order are shown unless expanded).
-- sleeps: persons the bed takes (a baby cot takes an infant, not a counted guest).
create table bed_types (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  sleeps smallint not null check (sleeps between 0 and 4),
  sort_order smallint not null
);
insert into bed_types values
  (1, 'double',   'Double bed',     'Doppelbett',     2, 1),
  (2, 'single',   'Single bed',     'Einzelbett',     1, 2),
  (3, 'bunk',     'Bunk bed',       'Etagenbett',     2, 3),
  (4, 'sofa-bed', 'Sofa bed',       'Schlafsofa',     2, 4),
  (5, 'king',     'King-size bed',  'Kingsize-Bett',  2, 5),
  (6, 'extra',    'Extra bed',      'Zustellbett',    1, 6),
  (7, 'cot',      'Baby cot',       'Babybett',       0, 7);

-- Floors and room kinds of the sleeping arrangements (docs/product/entities.md#houses).
create table floors (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  sort_order smallint not null
);
insert into floors values
  (1, 'ground',   'Ground floor', 'Erdgeschoss',    2),
  (2, 'upper',    'Upper floor',  'Obergeschoss',   3),
  (3, 'attic',    'Attic',        'Dachgeschoss',   4),
  (4, 'basement', 'Basement',     'Untergeschoss',  1),
  (5, 'annex',    'Guest house',  'Gästehaus',      5);

-- A room's name is its kind, numbered among rooms of that kind ("Bedroom 2").
-- Only is_bedroom kinds count towards a house's number of bedrooms.
create table room_kinds (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  is_bedroom boolean not null
);
insert into room_kinds values
  (1, 'bedroom',  'Bedroom',        'Schlafzimmer',      true),
  (2, 'master',   'Master bedroom', 'Hauptschlafzimmer', true),
  (3, 'children', 'Children''s room', 'Kinderzimmer',    true),
  (4, 'living',   'Living room',    'Wohnzimmer',        false),
  (5, 'loft',     'Sleeping loft',  'Schlafboden',       false);

-- Kinds of point of interest (docs/product/entities.md#regions-and-reference-data).
create table point_types (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  name_with_prefix_en text not null,
  name_with_prefix_de text not null,
  sort_order smallint not null
);
insert into point_types values
  (1,  'town',          'Town',           'Ort',                 'Nearest town',           'Nächster Ort',                1),
  (2,  'supermarket',   'Supermarket',    'Supermarkt',          'Nearest supermarket',    'Nächster Supermarkt',         2),
  (3,  'swimming-pool', 'Swimming pool',  'Schwimmbad',          'Nearest swimming pool',  'Nächstes Schwimmbad',         3),
  (4,  'restaurant',    'Restaurant',     'Restaurant',          'Nearest restaurant',     'Nächstes Restaurant',         4),
  (5,  'petrol',        'Petrol station', 'Tankstelle',          'Nearest petrol station', 'Nächste Tankstelle',          5),
  (6,  'health',        'Health centre',  'Gesundheitszentrum',  'Nearest health centre',  'Nächstes Gesundheitszentrum', 6),
  (7,  'golf',          'Golf course',    'Golfplatz',           'Nearest golf course',    'Nächster Golfplatz',          7),
  (8,  'sight',         'Sight',          'Sehenswürdigkeit',    'Sight nearby',           'Sehenswürdigkeit in der Nähe', 8),
  (9,  'airport',       'Airport',        'Flughafen',           'Nearest airport',        'Nächster Flughafen',          9),
  (10, 'ferry',         'Ferry port',     'Fährhafen',           'Nearest ferry port',     'Nächster Fährhafen',         10);

-- House categories: front-page featured groups (housecategoryids) and offer pages (category_id).
create table categories (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null
);
insert into categories values
  (1,  'favourites',      'Our favourites',          'Unsere Favoriten'),
  (2,  'hot-tub',         'Houses with a hot tub',   'Häuser mit Hot Tub'),
  (3,  'northern-lights', 'Northern lights houses',  'Nordlicht-Häuser'),
  (4,  'families',        'For families',            'Für Familien'),
  (5,  'large-groups',    'For larger groups',       'Für größere Gruppen'),
  (6,  'offers',          'Special offers',          'Sonderangebote'),
  (7,  'remote',          'Remote and quiet',        'Abgelegen und ruhig'),
  (8,  'near-reykjavik',  'Close to Reykjavík',      'Nahe Reykjavík'),
  (9,  'by-the-sea',      'By the sea',              'Am Meer'),
  (10, 'good-value',      'Good value',              'Preiswert');

-- What guests rate besides the overall score (docs/product/entities.md#reviews-and-guestbook).
create table rating_attributes (
  id smallint primary key,
  key text not null unique,
  name_en text not null,
  name_de text not null,
  sort_order smallint not null
);
insert into rating_attributes values
  (1, 'cleanliness', 'Cleanliness',      'Sauberkeit',          1),
  (2, 'comfort',     'Comfort',          'Komfort',             2),
  (3, 'location',    'Location',         'Lage',                3),
  (4, 'equipment',   'Equipment',        'Ausstattung',         4),
  (5, 'value',       'Value for money',  'Preis-Leistung',      5);
