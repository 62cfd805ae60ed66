/**
 * Who the demo owners are: Icelandic names (a first name and the father's name
 * + -son or -dóttir), addresses in Icelandic towns with their postcodes (or in
 * Germany and Denmark for those who live abroad), phone numbers and e-mail
 * addresses at example domains.
 */
import { slugify } from '../../server/api/catalogue/slug.ts';
import { germanName } from './names.ts';
import type { Country } from './owner-banks.ts';
import type { Random } from './random.ts';

const MEN = [
  'Jón',
  'Guðmundur',
  'Sigurður',
  'Gunnar',
  'Ólafur',
  'Einar',
  'Kristján',
  'Magnús',
  'Stefán',
  'Þórður',
  'Björn',
  'Halldór',
  'Páll',
  'Ragnar',
  'Ásgeir',
  'Hörður',
  'Þorsteinn',
  'Örn',
  'Ægir',
  'Davíð',
  'Haukur',
  'Kári',
];
const WOMEN = [
  'Guðrún',
  'Anna',
  'Sigríður',
  'Kristín',
  'Margrét',
  'Helga',
  'Sigrún',
  'Ingibjörg',
  'Jóhanna',
  'María',
  'Þórunn',
  'Ásdís',
  'Ragnheiður',
  'Hrafnhildur',
  'Björk',
  'Sólveig',
  'Erla',
  'Ólöf',
  'Bryndís',
  'Æsa',
  'Þóra',
  'Dögg',
];
/** Fathers' names as a patronymic starts: Jóns-son, Harðar-dóttir. */
const FATHERS = [
  'Jóns',
  'Guðmunds',
  'Sigurðar',
  'Gunnars',
  'Ólafs',
  'Einars',
  'Kristjáns',
  'Magnús',
  'Stefáns',
  'Þórðar',
  'Björns',
  'Halldórs',
  'Páls',
  'Ragnars',
  'Ásgeirs',
  'Harðar',
  'Þorsteins',
  'Arnar',
  'Ægis',
  'Hauks',
  'Kára',
  'Sæmundar',
];

/** Towns with a postcode each, weighted roughly by where people live. */
const TOWNS: Record<Country, Array<readonly [city: string, postcode: string, weight: number]>> = {
  IS: [
    ['Reykjavík', '101', 6],
    ['Reykjavík', '105', 6],
    ['Reykjavík', '107', 4],
    ['Reykjavík', '108', 4],
    ['Reykjavík', '110', 3],
    ['Reykjavík', '112', 3],
    ['Kópavogur', '200', 5],
    ['Kópavogur', '203', 2],
    ['Hafnarfjörður', '220', 4],
    ['Garðabær', '210', 3],
    ['Mosfellsbær', '270', 2],
    ['Seltjarnarnes', '170', 2],
    ['Akureyri', '600', 4],
    ['Selfoss', '800', 2],
    ['Hveragerði', '810', 1],
    ['Reykjanesbær', '230', 2],
    ['Akranes', '300', 1],
    ['Borgarnes', '310', 1],
    ['Egilsstaðir', '700', 1],
    ['Ísafjörður', '400', 1],
    ['Húsavík', '640', 1],
    ['Höfn', '780', 1],
    ['Stykkishólmur', '340', 1],
    ['Sauðárkrókur', '550', 1],
  ],
  DE: [
    ['Berlin', '10435', 2],
    ['Berlin', '12049', 1],
    ['Hamburg', '22765', 2],
    ['München', '81667', 1],
    ['Köln', '50823', 1],
  ],
  DK: [
    ['København', '2200', 2],
    ['Aarhus', '8000', 1],
    ['Odense', '5000', 1],
  ],
};
const STREETS: Record<Country, string[]> = {
  IS: [
    'Laugavegur',
    'Hverfisgata',
    'Bergstaðastræti',
    'Njálsgata',
    'Hringbraut',
    'Ægisíða',
    'Sólvallagata',
    'Blönduhlíð',
    'Hamraborg',
    'Strandgata',
    'Austurvegur',
    'Brekkugata',
    'Þingvallastræti',
    'Hlíðarvegur',
    'Kirkjubraut',
    'Smáratún',
    'Lyngás',
    'Túngata',
    'Öldugata',
    'Birkihlíð',
    'Furugrund',
    'Mánagata',
  ],
  DE: ['Schönhauser Allee', 'Bergmannstraße', 'Lindenstraße', 'Gartenstraße', 'Schillerstraße', 'Am Weiher'],
  DK: ['Nørregade', 'Vestergade', 'Jægersborggade', 'Strandvejen', 'Åboulevarden'],
};
/** Dialling codes of the foreign towns' phone numbers. */
const AREA_CODES: Record<string, string> = { Berlin: '30', Hamburg: '40', München: '89', Köln: '221' };

export interface Person {
  name: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
}

/** "Þórunn Harðardóttir", or a German name for some of those who live in Germany. */
function personName(random: Random, country: Country): string {
  if (country === 'DE' && random.chance(0.5)) return germanName(random);
  const woman = random.chance(0.5);
  return `${random.pick(woman ? WOMEN : MEN)} ${random.pick(FATHERS)}${woman ? 'dóttir' : 'son'}`;
}

function phone(random: Random, country: Country, city: string): string {
  const n = (count: number) => String(random.int(0, 10 ** count - 1)).padStart(count, '0');
  if (country === 'IS') return `+354 ${random.pick(['6', '7', '8', '5', '4'])}${n(2)} ${n(4)}`;
  if (country === 'DE') return `+49 ${AREA_CODES[city]} ${random.int(2, 9)}${n(6)}`;
  return `+45 ${random.int(20, 99)} ${n(2)} ${n(2)} ${n(2)}`;
}

/** A new person (by e-mail address: `emails` holds those taken) living in the country. */
export function person(random: Random, country: Country, emails: Set<string>): Person {
  const name = personName(random, country);
  const [city, postcode] = random.weighted(TOWNS[country].map(([c, p, w]) => [[c, p], w] as const));
  const local = slugify(name).replace(/-/g, '.');
  const domain = country === 'IS' ? random.pick(['example.is', 'example.is', 'example.com']) : 'example.com';
  let email = `${local}@${domain}`;
  for (let i = 2; emails.has(email); i++) email = `${local}${i}@${domain}`;
  emails.add(email);
  const number = random.int(1, country === 'IS' ? 60 : 120);
  return {
    name,
    email,
    phone: phone(random, country, city),
    street: `${random.pick(STREETS[country])} ${number}`,
    postcode,
    city,
  };
}
