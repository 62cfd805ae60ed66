/**
 * The texts of a demo house in English and German, written from its facts:
 * name, short description, title tag, base text, location and highlights.
 * German sentences are built with the grammar they need (article and
 * adjective endings by gender, dative plural), not translated word by word.
 */
import type { Random } from './random.ts';

export type Lang = 'en' | 'de';
export type TypeKey = 'house' | 'cottage' | 'cabin' | 'villa' | 'farmhouse' | 'apartment';
export type Setting = 'sea' | 'lava' | 'birch' | 'river' | 'farm' | 'lake' | 'meadow' | 'fjord' | 'town';

export interface TextFacts {
  name: string;
  /** English and German names (with or without the kind of house). */
  names: Record<Lang, string>;
  type: TypeKey;
  size: number;
  persons: number;
  bedrooms: number;
  sofaBed: boolean;
  loft: boolean;
  setting: Setting;
  town: Record<Lang, string>;
  townKm: number;
  townMinutes: number;
  region: string;
  area: { en: string; de: string } | null;
  sight: { name: Record<Lang, string>; km: number } | null;
  airport: { name: Record<Lang, string>; km: number };
  highlights: ReadonlySet<string>;
  ownerNearby: boolean;
}

export interface HouseTextRow {
  lang: Lang;
  name: string;
  name_description: string;
  title_tag: string;
  base_text: string;
  location_text: string;
  highlights_text: string;
}

const TYPE: Record<TypeKey, { en: string; de: string; gender: 'n' | 'f' }> = {
  house: { en: 'holiday house', de: 'Ferienhaus', gender: 'n' },
  cottage: { en: 'cottage', de: 'Ferienhütte', gender: 'f' },
  cabin: { en: 'log cabin', de: 'Blockhütte', gender: 'f' },
  villa: { en: 'villa', de: 'Villa', gender: 'f' },
  farmhouse: { en: 'farmhouse', de: 'Bauernhaus', gender: 'n' },
  apartment: { en: 'apartment', de: 'Ferienwohnung', gender: 'f' },
};

/** The word added to a house's name in its title ("Sólheimar cottage", "Ferienhütte Sólheimar"). */
export const NAME_WORD: Record<TypeKey, { en: string; de: string }> = {
  house: { en: 'house', de: 'Ferienhaus' },
  cottage: { en: 'cottage', de: 'Ferienhütte' },
  cabin: { en: 'cabin', de: 'Blockhütte' },
  villa: { en: 'villa', de: 'Villa' },
  farmhouse: { en: 'farmhouse', de: 'Bauernhaus' },
  apartment: { en: 'apartment', de: 'Ferienwohnung' },
};

const ADJECTIVES: Array<[string, string]> = [
  ['cosy', 'gemütlich'],
  ['bright', 'hell'],
  ['modern', 'modern'],
  ['traditional', 'traditionell'],
  ['spacious', 'geräumig'],
  ['charming', 'charmant'],
  ['newly renovated', 'frisch renoviert'],
  ['peaceful', 'ruhig gelegen'],
];

const SETTING: Record<Setting, [string, string]> = {
  sea: ['right by the sea', 'direkt am Meer'],
  lava: ['on the edge of a moss-covered lava field', 'am Rand eines moosbewachsenen Lavafelds'],
  birch: ['in a sheltered birch grove', 'in einem geschützten Birkenwäldchen'],
  river: ['by a quiet river', 'an einem ruhigen Fluss'],
  farm: ['on a working farm', 'auf einem bewirtschafteten Bauernhof'],
  lake: ['on the shore of a small lake', 'am Ufer eines kleinen Sees'],
  meadow: ['in open countryside', 'in offener Landschaft'],
  fjord: ['on a hillside above the fjord', 'an einem Hang über dem Fjord'],
  town: ['on the edge of town', 'am Ortsrand'],
};

const REGION_PHRASE: Record<string, [string, string]> = {
  east: ['in East Iceland', 'in Ostisland'],
  north: ['in North Iceland', 'in Nordisland'],
  northeast: ['in Northeast Iceland', 'in Nordostisland'],
  northwest: ['in Northwest Iceland', 'in Nordwestisland'],
  reykjavik: ['in the capital region', 'in der Hauptstadtregion'],
  south: ['in South Iceland', 'in Südisland'],
  west: ['in West Iceland', 'in Westisland'],
  westfjords: ['in the Westfjords', 'in den Westfjorden'],
};

const EN_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const DE_DATIVE = ['keinem', 'einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'];

/** Amenities as the object of "It has …" / "Die Unterkunft bietet …". */
const AMENITY: Record<string, [string, string]> = {
  'hot-tub': ['a hot tub', 'einen Hot Tub'],
  sauna: ['a sauna', 'eine Sauna'],
  'wood-stove': ['a wood stove', 'einen Holzofen'],
  internet: ['internet access', 'Internet'],
  dishwasher: ['a dishwasher', 'einen Geschirrspüler'],
  'washing-machine': ['a washing machine', 'eine Waschmaschine'],
  dryer: ['a tumble dryer', 'einen Wäschetrockner'],
  bbq: ['a barbecue', 'einen Grill'],
  tv: ['a TV', 'einen Fernseher'],
  'baby-chair': ['a baby chair', 'einen Kinderhochstuhl'],
  terrace: ['a terrace', 'eine Terrasse'],
  'ev-charger': ['a charger for electric cars', 'eine Ladestation für E-Autos'],
};

const SEASONS: Array<[string, string]> = [
  [
    'In summer the midnight sun hardly sets; from September to April the northern lights may dance above the house.',
    'Im Sommer geht die Mitternachtssonne kaum unter; von September bis April tanzen über dem Haus oft Nordlichter.',
  ],
  [
    'Long light evenings in June and July invite you to stay outside; in winter the dark skies are ideal for the northern lights.',
    'Lange helle Abende im Juni und Juli laden zum Draußenbleiben ein; im Winter ist der dunkle Himmel ideal für Nordlichter.',
  ],
  [
    'It is a place for walks straight from the door, for birdwatching in spring and for quiet, starry nights in winter.',
    'Hier beginnen Wanderungen direkt vor der Tür, im Frühjahr lassen sich Vögel beobachten, und im Winter sind die Nächte still und sternenklar.',
  ],
];

function number(value: number, lang: Lang): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return lang === 'de' ? text.replace('.', ',') : text;
}

function km(value: number, lang: Lang): string {
  return `${number(value >= 10 ? Math.round(value) : value, lang)} km`;
}

function duration(minutes: number, lang: Lang): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (lang === 'en')
    return h ? `${h} hour${h > 1 ? 's' : ''}${m ? ` ${m} minutes` : ''} by car` : `${m} minutes by car`;
  return h ? `${h} Stunde${h > 1 ? 'n' : ''}${m ? ` ${m} Minuten` : ''} mit dem Auto` : `${m} Autominuten`;
}

function list(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items[items.length - 1]}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function houseTexts(facts: TextFacts, random: Random): HouseTextRow[] {
  const adjective = random.pick(ADJECTIVES);
  const season = random.pick(SEASONS);
  return (['en', 'de'] as const).map((lang) => ({
    lang,
    name: facts.names[lang],
    name_description: nameDescription(facts, lang),
    title_tag: titleTag(facts, lang),
    base_text: baseText(facts, lang, adjective, season),
    location_text: locationText(facts, lang),
    highlights_text: highlightsText(facts, lang),
  }));
}

function nameDescription(f: TextFacts, lang: Lang): string {
  const type = TYPE[f.type];
  return lang === 'en' ? `${capital(type.en)} near ${f.town.en}` : `${type.de} bei ${f.town.de}`;
}

function titleTag(f: TextFacts, lang: Lang): string {
  const type = TYPE[f.type];
  return lang === 'en'
    ? `${f.names.en}: ${type.en} for ${f.persons} near ${f.town.en}, Iceland`
    : `${f.names.de}: ${type.de} für ${f.persons} Personen bei ${f.town.de}, Island`;
}

function baseText(f: TextFacts, lang: Lang, [adjEn, adjDe]: [string, string], season: [string, string]): string {
  const type = TYPE[f.type];
  const setting = SETTING[f.setting][lang === 'en' ? 0 : 1];
  const extraEn = f.loft ? ' and a sleeping loft' : f.sofaBed ? ', with a sofa bed in the living room for more' : '';
  const extraDe = f.loft ? ' und auf einem Schlafboden' : f.sofaBed ? ' sowie auf einem Schlafsofa im Wohnzimmer' : '';
  const sentences: string[] = [];
  if (lang === 'en') {
    sentences.push(
      `${f.name} is a ${adjEn} ${type.en} of ${f.size} m² ${setting}, ${km(f.townKm, 'en')} from ${f.town.en}.`,
    );
    sentences.push(
      `It sleeps up to ${f.persons} guests in ${EN_NUMBERS[f.bedrooms] ?? f.bedrooms} bedroom${f.bedrooms === 1 ? '' : 's'}${extraEn}.`,
    );
  } else {
    const article = type.gender === 'n' ? 'ein' : 'eine';
    const ending = type.gender === 'n' ? 'es' : 'e';
    sentences.push(
      `${f.name} ist ${article} ${adjDe}${ending} ${type.de} mit ${f.size} m² ${setting}, ${km(f.townKm, 'de')} von ${f.town.de} entfernt.`,
    );
    sentences.push(
      `Bis zu ${f.persons} Gäste übernachten in ${DE_DATIVE[f.bedrooms] ?? f.bedrooms} Schlafzimmer${f.bedrooms === 1 ? '' : 'n'}${extraDe}.`,
    );
  }
  sentences.push(feature(f, lang));
  sentences.push(season[lang === 'en' ? 0 : 1]);
  if (f.ownerNearby)
    sentences.push(
      lang === 'en'
        ? 'The owners live nearby and are happy to share tips for walks and day trips.'
        : 'Die Eigentümer wohnen in der Nähe und geben gern Tipps für Wanderungen und Ausflüge.',
    );
  return sentences.join(' ');
}

function feature(f: TextFacts, lang: Lang): string {
  const en = lang === 'en';
  if (f.highlights.has('hot-tub'))
    return en
      ? 'After a day out, the hot tub on the terrace is the place to warm up and watch the sky.'
      : 'Nach einem Ausflug lädt der Hot Tub auf der Terrasse zum Aufwärmen und Himmelschauen ein.';
  if (f.highlights.has('sauna'))
    return en ? 'A sauna waits for you after cold and windy days.' : 'Nach kalten, windigen Tagen wartet die Sauna.';
  if (f.highlights.has('wood-stove'))
    return en
      ? 'A wood stove keeps the living room warm on cool evenings.'
      : 'Ein Holzofen hält das Wohnzimmer an kühlen Abenden warm.';
  return en
    ? 'The kitchen is well equipped, and the living room opens onto the view.'
    : 'Die Küche ist gut ausgestattet, und vom Wohnzimmer aus genießt man die Aussicht.';
}

function locationText(f: TextFacts, lang: Lang): string {
  const [regionEn, regionDe] = REGION_PHRASE[f.region];
  const parts: string[] = [];
  if (lang === 'en') {
    parts.push(
      `${f.name} lies ${km(f.townKm, 'en')} from ${f.town.en}, about ${duration(f.townMinutes, 'en')}, ${regionEn}.`,
    );
    if (f.area) parts.push(`It makes a good base for exploring ${f.area.en}.`);
    if (f.sight) parts.push(`Sight nearby: ${f.sight.name.en} (${km(f.sight.km, 'en')}).`);
    parts.push(`The nearest airport is ${f.airport.name.en} (${km(f.airport.km, 'en')}).`);
  } else {
    parts.push(
      `${f.name} liegt ${km(f.townKm, 'de')} von ${f.town.de} entfernt, etwa ${duration(f.townMinutes, 'de')}, ${regionDe}.`,
    );
    if (f.area) parts.push(`Von hier aus kann man ${f.area.de} gut erkunden.`);
    if (f.sight) parts.push(`Sehenswürdigkeit in der Nähe: ${f.sight.name.de} (${km(f.sight.km, 'de')}).`);
    parts.push(`Zum nächsten Flughafen, ${f.airport.name.de}, sind es ${km(f.airport.km, 'de')}.`);
  }
  return parts.join(' ');
}

function highlightsText(f: TextFacts, lang: Lang): string {
  const i = lang === 'en' ? 0 : 1;
  const items = Object.keys(AMENITY)
    .filter((key) => f.highlights.has(key))
    .slice(0, 6)
    .map((key) => AMENITY[key][i]);
  const parts: string[] = [];
  if (items.length)
    parts.push(lang === 'en' ? `It has ${list(items, lang)}.` : `Die Unterkunft bietet ${list(items, lang)}.`);
  if (f.highlights.has('sea-view'))
    parts.push(
      lang === 'en' ? 'From the living room you look out over the sea.' : 'Vom Wohnzimmer aus blickt man aufs Meer.',
    );
  else if (f.highlights.has('mountain-view'))
    parts.push(lang === 'en' ? 'The windows frame the mountains.' : 'Die Fenster geben den Blick auf die Berge frei.');
  if (f.highlights.has('pets')) parts.push(lang === 'en' ? 'Pets are welcome.' : 'Haustiere sind willkommen.');
  if (f.highlights.has('wheelchair'))
    parts.push(lang === 'en' ? 'It is wheelchair accessible.' : 'Die Unterkunft ist rollstuhlgerecht.');
  return parts.join(' ');
}
