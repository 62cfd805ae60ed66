import { expect } from 'chai';
import { createI18n, formatInstant, loadMessages } from '../../src/i18n/i18n.ts';
import { exploreRegionLabel, REGIONS } from '../../src/components/filters/regions.ts';

describe('formatting in both languages', () => {
  it('writes dates as each language does: d MMM yyyy, d. MMM yyyy without doubled or stray dots', async () => {
    const en = createI18n('en', await loadMessages('en', ['common']));
    const de = createI18n('de', await loadMessages('de', ['common']));
    expect(en.formatDate('2026-12-03')).to.equal('3 Dec 2026');
    expect(de.formatDate('2026-12-03')).to.equal('3. Dez. 2026');
    expect(de.formatDate('2027-06-03')).to.equal('3. Juni 2027');
    expect(de.formatDate('2028-03-02')).to.equal('2. März 2028');
  });

  it('writes an instant with its time in UTC, in each language', () => {
    expect(formatInstant('2026-11-21T09:05:30Z', 'en')).to.equal('21 Nov 2026, 09:05 UTC');
    expect(formatInstant('2026-11-21T09:05:30Z', 'de')).to.equal('21. Nov. 2026, 09:05 UTC');
  });

  it('writes euro amounts in each language, rounded', async () => {
    const en = createI18n('en', await loadMessages('en', ['common']));
    const de = createI18n('de', await loadMessages('de', ['common']));
    expect(en.formatEuro(1234.4)).to.equal('€1,234');
    expect(de.formatEuro(1234.6)).to.equal('1.235\u00a0€'); // a no-break space before the sign
  });

  it('fills parameters and falls back to the key when a string is missing', async () => {
    const en = createI18n('en', await loadMessages('en', ['calendar']));
    expect(en.t('calendar.nights', { count: 7 })).to.equal('7 nights');
    expect(en.t('calendar.nope')).to.equal('calendar.nope');
  });

  it('gives a counted word ({ one, other }) the form its count asks for, in both languages', async () => {
    for (const [lang, one, other] of [
      ['en', '1 adult, 0 children', '2 adults, 1 child'],
      ['de', '1 Erwachsener, 0 Kinder', '2 Erwachsene, 1 Kind'],
    ] as const) {
      const i18n = createI18n(lang, await loadMessages(lang, ['booking']));
      const guests = (adults: number, children: number) =>
        i18n.t('booking.lookup.guestsValue', {
          count: adults,
          children: i18n.t('booking.lookup.children', { count: children }),
        });
      expect([guests(1, 0), guests(2, 1)]).to.deep.equal([one, other]);
    }
  });

  it('renders the counted strings for 0, 1 and 2 in both languages', async () => {
    const expected = {
      en: {
        nights: ['0 nights', '1 night', '2 nights'],
        reviews: ['4.5 of 5 · 0 reviews', '4.5 of 5 · 1 review', '4.5 of 5 · 2 reviews'],
      },
      de: {
        nights: ['0 Nächte', '1 Nacht', '2 Nächte'],
        reviews: ['4.5 von 5 · 0 Bewertungen', '4.5 von 5 · 1 Bewertung', '4.5 von 5 · 2 Bewertungen'],
      },
    } as const;
    for (const lang of ['en', 'de'] as const) {
      const i18n = createI18n(lang, await loadMessages(lang, ['calendar', 'house']));
      const counts = [0, 1, 2];
      expect(counts.map((count) => i18n.t('calendar.nights', { count }))).to.deep.equal(expected[lang].nights);
      expect(counts.map((count) => i18n.t('house.price.total', { count }))).to.deep.equal(
        lang === 'en'
          ? ['Total for 0 nights', 'Total for 1 night', 'Total for 2 nights']
          : ['Gesamt für 0 Nächte', 'Gesamt für 1 Nacht', 'Gesamt für 2 Nächte'],
      );
      expect(counts.map((count) => i18n.t('house.reviews.summary', { rating: '4.5', max: '5', count }))).to.deep.equal(
        expected[lang].reviews,
      );
    }
  });

  it('names each region with its article in German links ("im Norden", not "in Norden")', async () => {
    const de = createI18n('de', await loadMessages('de', ['house']));
    expect(de.t('house.nearby.housesInRegion.north')).to.equal('Alle Ferienhäuser im Norden');
    expect(de.t('house.nearby.housesInRegion.westfjords')).to.equal('Alle Ferienhäuser in den Westfjorden');
    for (const { key } of REGIONS)
      expect(de.t(`house.nearby.housesInRegion.${key}`)).to.match(/^Alle Ferienhäuser (im|in den|in Reykjavík) /);
  });

  it('writes the staff booking party with counted words (0, 1, 2) in both languages', async () => {
    for (const [lang, want] of [
      ['en', ['0 adults, 0 children, 0 kits', '1 adult, 1 child, 1 kit', '2 adults, 2 children, 2 kits']],
      [
        'de',
        [
          '0 Erwachsene, 0 Kinder, 0 Wäschepakete',
          '1 Erwachsener, 1 Kind, 1 Wäschepaket',
          '2 Erwachsene, 2 Kinder, 2 Wäschepakete',
        ],
      ],
    ] as const) {
      const i18n = createI18n(lang, await loadMessages(lang, ['staff']));
      const party = (count: number) =>
        ['partyAdults', 'partyChildren', 'partyKits'].map((k) => i18n.t(`staff.booking.${k}`, { count })).join(', ');
      expect([0, 1, 2].map(party)).to.deep.equal(want);
    }
  });

  it('names each region in the list page\'s explore link as a phrase of its own ("Nordisland erkunden", "Die Westfjorde erkunden")', async () => {
    const de = createI18n('de', await loadMessages('de', ['search']));
    const en = createI18n('en', await loadMessages('en', ['search']));
    expect(de.t('search.explore.linkRegion.north')).to.equal('Nordisland erkunden');
    expect(de.t('search.explore.linkRegion.westfjords')).to.equal('Die Westfjorde erkunden');
    for (const { key } of REGIONS) {
      expect(de.t(`search.explore.linkRegion.${key}`))
        .to.match(/ erkunden$/)
        .and.not.match(/^(Norden|Süden|Westen|Osten|Nordwesten|Nordosten|Westfjorde) /);
      expect(en.t(`search.explore.linkRegion.${key}`)).to.match(/^Discover /);
    }
    // The house page's link to its region's explore page says the same (one function for both).
    expect(exploreRegionLabel(de.t, { slug: 'nord', name: 'Norden' })).to.equal('Nordisland erkunden');
    expect(exploreRegionLabel(de.t, { slug: 'nowhere', name: 'Irgendwo' })).to.equal('Irgendwo erkunden');
  });
});
