/**
 * Names for the demo catalogue: Icelandic house names built the way farm and
 * house names are (a first part in its joining form + a landscape word:
 * Hraun+brún, Sól+heimar, Birki+hlíð), and guest names for reviews.
 */
import type { Random } from './random.ts';

const FIRST = [
  'Sól',
  'Hraun',
  'Birki',
  'Lyng',
  'Mel',
  'Foss',
  'Vatns',
  'Heiðar',
  'Skógar',
  'Reyni',
  'Stein',
  'Hóla',
  'Ás',
  'Bakka',
  'Lækjar',
  'Fjalla',
  'Hlíðar',
  'Mýrar',
  'Álfa',
  'Hvamms',
  'Engi',
  'Brekku',
  'Kletta',
  'Hamra',
  'Víði',
  'Fjarðar',
  'Grænu',
  'Hvít',
  'Rauða',
  'Stjörnu',
  'Norður',
  'Austur',
  'Eyrar',
  'Holta',
  'Laugar',
  'Sel',
  'Hrafna',
  'Lóu',
  'Svana',
  'Blá',
  'Berg',
  'Dal',
  'Garð',
  'Kví',
  'Fagra',
  'Mið',
];
const LAST = [
  'holt',
  'hlíð',
  'lundur',
  'gerði',
  'brekka',
  'bakki',
  'bær',
  'endi',
  'hóll',
  'tún',
  'vellir',
  'kot',
  'ból',
  'heimar',
  'brún',
  'borg',
  'land',
  'sel',
  'nes',
  'eyri',
  'hvammur',
  'staðir',
  'garður',
  'ás',
  'hús',
  'vík',
  'tangi',
  'hagi',
  'gil',
  'fell',
  'hof',
  'teigur',
  'skjól',
  'kofi',
];

/** Awkward joins: the same word twice (Bakkabakki), or three equal letters (Fosssel). */
function fits(first: string, last: string): boolean {
  const a = first.toLowerCase();
  if (a.slice(0, 3) === last.slice(0, 3) || a.startsWith(last) || last.startsWith(a.slice(0, 4))) return false;
  return !/(.)\1\1/.test(a + last);
}

/** A new Icelandic house name not in `taken`. */
export function icelandicName(random: Random, taken: Set<string>): string {
  for (;;) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    if (!fits(first, last)) continue;
    const name = first + last;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const EN_FIRST = [
  'Emma',
  'Oliver',
  'Sophie',
  'James',
  'Charlotte',
  'Harry',
  'Amelia',
  'Jack',
  'Grace',
  'Thomas',
  'Lucy',
  'Daniel',
  'Hannah',
  'Michael',
  'Sarah',
  'David',
  'Laura',
  'Peter',
  'Rachel',
  'Ben',
];
const EN_LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Walker',
  'Wright',
  'Hughes',
  'Clarke',
  'Hall',
  'Green',
  'Baker',
  'Turner',
  'Murphy',
  'Kelly',
];
const DE_FIRST = [
  'Anna',
  'Lukas',
  'Lea',
  'Jonas',
  'Marie',
  'Felix',
  'Julia',
  'Paul',
  'Katrin',
  'Stefan',
  'Sabine',
  'Thomas',
  'Claudia',
  'Matthias',
  'Ute',
  'Jürgen',
  'Birgit',
  'Andreas',
  'Petra',
  'Tobias',
];
const DE_LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Braun',
];

/** "Emma W." or "Familie Becker": a guest as reviews show them. */
export function guestName(random: Random, lang: 'en' | 'de'): string {
  const [first, last] = lang === 'de' ? [DE_FIRST, DE_LAST] : [EN_FIRST, EN_LAST];
  if (random.chance(0.2)) return lang === 'de' ? `Familie ${random.pick(last)}` : `The ${random.pick(last)} family`;
  return `${random.pick(first)} ${random.pick(last).charAt(0)}.`;
}

/** "Katrin Schäfer": a German owner's full name. */
export function germanName(random: Random): string {
  return `${random.pick(DE_FIRST)} ${random.pick(DE_LAST)}`;
}
