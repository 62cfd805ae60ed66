/**
 * Reviews and guestbook entries of a demo house, in English and German.
 * Reviews stay in the language they were written in; guestbook entries carry
 * a translation into the other language (translated = true).
 */
import { addDays, type IsoDate } from '../../contract/dates.ts';
import { guestName } from './names.ts';
import type { Random } from './random.ts';

type Lang = 'en' | 'de';

/** [text, lowest overall rating that fits it] */
const REVIEWS: Record<Lang, Array<[string, number]>> = {
  en: [
    ['Spotless, warm and exactly as described. We saw the northern lights from the hot tub on our second night!', 4.8],
    ['A wonderful base for day trips. The kitchen had everything we needed and the beds were comfortable.', 4.5],
    ['Beautiful setting and very quiet. The owner left us fresh eggs and tips for walks nearby.', 4.7],
    ['Great house for a family. The children loved the open space and the sheep next door.', 4.5],
    ['Cosy and well equipped, though the gravel road at the end needs a careful drive after rain.', 3.8],
    ['The view from the living room is breathtaking. We would stay longer next time.', 4.9],
    ['Good value for money. A little small for four adults, but clean and warm.', 3.6],
    ['Everything worked perfectly, check-in was easy and the house was even nicer than the pictures.', 4.9],
    ['Lovely house in a great location. The wifi was slow, which turned out to be rather relaxing.', 4.0],
    ['We came for the midnight sun and got it. Peaceful, comfortable and well kept.', 4.6],
  ],
  de: [
    ['Sehr sauber, gemütlich warm und genau wie beschrieben. Vom Hot Tub aus haben wir Nordlichter gesehen!', 4.8],
    ['Ein idealer Ausgangspunkt für Tagesausflüge. In der Küche fehlte nichts, die Betten waren bequem.', 4.5],
    ['Traumhafte Lage und herrlich ruhig. Die Vermieter haben uns frische Eier und Wandertipps dagelassen.', 4.7],
    ['Perfekt für Familien. Die Kinder waren von den Schafen nebenan begeistert.', 4.5],
    ['Gemütlich und gut ausgestattet, nur die Schotterpiste zum Haus ist nach Regen etwas holprig.', 3.8],
    ['Der Blick aus dem Wohnzimmer ist atemberaubend. Beim nächsten Mal bleiben wir länger.', 4.9],
    ['Gutes Preis-Leistungs-Verhältnis. Für vier Erwachsene etwas eng, aber sauber und warm.', 3.6],
    [
      'Alles hat bestens funktioniert, die Schlüsselübergabe war einfach und das Haus noch schöner als auf den Fotos.',
      4.9,
    ],
    ['Schönes Haus in toller Lage. Das WLAN war langsam, was sich als ziemlich erholsam herausstellte.', 4.0],
    ['Wir wollten die Mitternachtssonne erleben und haben sie bekommen. Ruhig, bequem und gepflegt.', 4.6],
  ],
};

const GUESTBOOK: Array<Record<Lang, { quote: string; entry: string }>> = [
  {
    en: {
      quote: 'A little paradise',
      entry: 'Thank you for a week of peace, long walks and the best hot dogs in Iceland. We will be back!',
    },
    de: {
      quote: 'Ein kleines Paradies',
      entry: 'Danke für eine Woche voller Ruhe, langer Spaziergänge und der besten Hotdogs Islands. Wir kommen wieder!',
    },
  },
  {
    en: {
      quote: 'Northern lights at last',
      entry: 'After three cloudy nights the sky cleared and the aurora danced right above the house. Unforgettable.',
    },
    de: {
      quote: 'Endlich Nordlichter',
      entry:
        'Nach drei bewölkten Nächten riss der Himmel auf, und die Nordlichter tanzten direkt über dem Haus. Unvergesslich.',
    },
  },
  {
    en: {
      quote: 'Home away from home',
      entry: 'The house felt like ours from the first evening. The children did not want to leave.',
    },
    de: {
      quote: 'Ein Zuhause auf Zeit',
      entry: 'Schon am ersten Abend fühlte sich das Haus wie unseres an. Die Kinder wollten gar nicht mehr weg.',
    },
  },
  {
    en: {
      quote: 'Perfect base',
      entry: 'Waterfalls, glaciers and black beaches within a short drive, and a warm house to come back to.',
    },
    de: {
      quote: 'Perfekter Ausgangspunkt',
      entry: 'Wasserfälle, Gletscher und schwarze Strände in kurzer Fahrt, und abends ein warmes Haus.',
    },
  },
  {
    en: {
      quote: 'Silence and birdsong',
      entry: 'We woke up to golden plovers every morning. Exactly the rest we needed.',
    },
    de: {
      quote: 'Stille und Vogelgesang',
      entry: 'Jeden Morgen weckten uns Goldregenpfeifer. Genau die Erholung, die wir brauchten.',
    },
  },
  {
    en: {
      quote: 'Cosy in the storm',
      entry: 'Outside the wind howled, inside the stove crackled. A proper Icelandic experience.',
    },
    de: {
      quote: 'Gemütlich im Sturm',
      entry: 'Draußen heulte der Wind, drinnen knisterte der Ofen. Ein echtes Island-Erlebnis.',
    },
  },
  {
    en: {
      quote: 'Midsummer magic',
      entry: 'Dinner on the terrace at midnight in full daylight. Thank you for this beautiful place.',
    },
    de: {
      quote: 'Mittsommerzauber',
      entry: 'Abendessen auf der Terrasse um Mitternacht bei vollem Tageslicht. Danke für diesen schönen Ort.',
    },
  },
  {
    en: {
      quote: 'We will miss the view',
      entry: 'Every window is a painting. Thank you for the warm welcome and the homemade jam.',
    },
    de: {
      quote: 'Wir werden die Aussicht vermissen',
      entry: 'Jedes Fenster ist ein Gemälde. Danke für den herzlichen Empfang und die selbst gemachte Marmelade.',
    },
  },
];

export interface ReviewRow {
  lang: Lang;
  customer_name: string;
  travel_date: IsoDate;
  rating: number;
  scores: number[];
  review: string;
}

export interface GuestbookRow {
  lang: Lang;
  guest: string;
  written_on: IsoDate;
  texts: Array<{ lang: Lang; quote: string; entry: string; translated: boolean }>;
}

/** Reviews of stays between `from` and `to` (exclusive), newest last. */
export function reviews(
  random: Random,
  count: number,
  from: IsoDate,
  days: number,
  attributeCount: number,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const lang: Lang = random.chance(0.5) ? 'en' : 'de';
    const [text, floor] = random.pick(REVIEWS[lang]);
    if (used.has(text)) continue;
    used.add(text);
    const rating = Math.min(5, Math.round((floor + random.float(0, 0.4)) * 10) / 10);
    const scores = Array.from({ length: attributeCount }, () =>
      Math.max(1, Math.min(5, Math.round((rating + random.float(-0.6, 0.4)) * 10) / 10)),
    );
    rows.push({
      lang,
      customer_name: guestName(random, lang),
      travel_date: addDays(from, random.int(0, days - 1)),
      rating,
      scores,
      review: text,
    });
  }
  return rows.sort((a, b) => a.travel_date.localeCompare(b.travel_date));
}

export function guestbook(random: Random, count: number, from: IsoDate, days: number): GuestbookRow[] {
  return random
    .shuffle(GUESTBOOK)
    .slice(0, count)
    .map((entry) => {
      const lang: Lang = random.chance(0.5) ? 'en' : 'de';
      const other: Lang = lang === 'en' ? 'de' : 'en';
      return {
        lang,
        guest: guestName(random, lang),
        written_on: addDays(from, random.int(0, days - 1)),
        texts: [
          { lang, ...entry[lang], translated: false },
          { lang: other, ...entry[other], translated: true },
        ],
      };
    })
    .sort((a, b) => a.written_on.localeCompare(b.written_on));
}
