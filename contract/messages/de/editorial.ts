import type en from '../en/editorial.ts';

const editorial: typeof en = {
  previous: 'Zurück',
  next: 'Weiter',
  slide: '{{n}} von {{total}}',
  region: 'Region',
  activity: 'Aktivität',
  readMore: 'Weiterlesen',
  explore: {
    carousel: 'Regionen und Aktivitäten',
    blog: 'Aus unserem Blog',
    allPosts: 'Alle Blogbeiträge',
  },
  item: {
    tabs: 'Abschnitte',
    general: 'Allgemeine Informationen',
    gallery: 'Bilder',
    guestbook: 'Aus unserem Gästebuch',
    regions: 'Regionen',
    otherRegions: 'Weitere Regionen',
    climate: 'Klima',
    climateIntro: 'Monatliche Durchschnittstemperatur und Niederschlag, langjährige Mittelwerte.',
    chartLabel: 'Diagramm der monatlichen Durchschnittstemperatur (Linie) und des Niederschlags (Balken)',
    chartLoading: 'Diagramm wird geladen…',
    temperature: 'Durchschnittstemperatur (°C)',
    /** The table's column: narrow screens keep it on two lines at most. */
    temperatureShort: 'Ø-Temperatur (°C)',
    precipitation: 'Niederschlag (mm)',
    month: 'Monat',
    station: 'Station: {{station}}',
    period: 'Zeitraum: {{period}}',
    source: 'Herkunft der Zahlen',
    missing: 'Keine Daten',
    missingNote: '{{series}}: kein veröffentlichter Wert für {{months}}; leer gelassen, nicht geschätzt.',
    noTemperature: 'Diese Station misst keine Temperatur.',
    noPrecipitation: 'Diese Station misst keinen Niederschlag.',
    listings: 'Ferienhäuser in der Nähe',
    loadMore: 'Weitere Häuser anzeigen',
    loading: 'Wird geladen…',
    allHouses: 'Alle Häuser in der Liste',
  },
  blog: {
    title: 'Blog',
    intro: 'Geschichten, Tipps und Orte aus ganz Island.',
    by: 'von {{name}}',
    about: 'Über die Autorin oder den Autor',
  },
  faq: {
    questions: 'Alle Fragen',
    category: 'Kategorie',
    back: 'Alle Fragen',
  },
  information: {
    more: 'Hilfe und Bedingungen',
  },
};
export default editorial;
