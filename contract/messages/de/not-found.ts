import type en from '../en/not-found.ts';

const notFound: typeof en = {
  title: 'Seite nicht gefunden',
  houses: 'Ferienhaus finden',
  faq: 'Häufige Fragen',
  home: 'Startseite',
  contact: 'Kontakt',
};
export default notFound;
