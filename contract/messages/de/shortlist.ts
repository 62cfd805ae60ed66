import type en from '../en/shortlist.ts';

/** Die Auswahlliste (docs/product/screens.md#shortlist): das Herz auf Hauskarten und der Hausseite, und die Seite der Auswahlliste. */
const shortlist: typeof en = {
  add: 'Zur Auswahlliste hinzufügen',
  remove: 'Von der Auswahlliste entfernen',
  addHouse: '{{name}} zur Auswahlliste hinzufügen',
  removeHouse: '{{name}} von der Auswahlliste entfernen',
  added: '{{name}} wurde Ihrer Auswahlliste hinzugefügt.',
  removed: '{{name}} wurde von Ihrer Auswahlliste entfernt.',
  page: {
    title: 'Ihre Auswahlliste',
    metaDescription: 'Die Ferienhäuser, die Sie mit einem Herz markiert haben, auf diesem Gerät gespeichert.',
    intro:
      'Die Häuser, die Sie mit einem Herz markiert haben. Ihre Auswahlliste bleibt bis zu einem Jahr auf diesem Gerät gespeichert, ganz ohne Konto.',
    count: { one: '1 Haus auf Ihrer Auswahlliste', other: '{{count}} Häuser auf Ihrer Auswahlliste' },
    removeButton: 'Entfernen',
    empty: {
      title: 'Ihre Auswahlliste ist leer',
      text: 'Tippen Sie bei einem Haus auf das Herz, um es hier zu sammeln und Ihre Favoriten später zu vergleichen.',
      button: 'Haus finden',
    },
  },
};
export default shortlist;
