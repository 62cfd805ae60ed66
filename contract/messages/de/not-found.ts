import type en from '../en/not-found.ts';

const notFound: typeof en = {
  title: 'Seite nicht gefunden',
  houses: 'Ferienhaus finden',
  faq: 'Häufige Fragen',
  home: 'Startseite',
  contact: 'Kontakt',
  forbidden: {
    title: 'Nicht für Ihre Rolle',
    text: 'Ihre Rolle im Backoffice kann diese Seite nicht öffnen.',
    back: 'Backoffice',
  },
};
export default notFound;
