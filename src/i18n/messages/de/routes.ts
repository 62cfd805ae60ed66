import type { RouteId } from '../../../routes.ts';

const routes: Record<RouteId, string> = {
  home: 'Startseite',
  accommodation: 'Ferienhäuser',
  region: 'Ferienhäuser nach Region',
  house: 'Ferienhaus',
  houseGallery: 'Alle Fotos',
  explore: 'Island erkunden',
  exploreItem: 'Erkunden',
  blog: 'Blog',
  blogPost: 'Blogbeitrag',
  cart: 'Warenkorb',
  checkout: 'Jetzt buchen',
  checkoutThanks: 'Vielen Dank für Ihre Buchung',
  myBooking: 'Meine Buchung',
  shortlist: 'Auswahlliste',
  offer: 'Angebot',
  information: 'Information',
  faq: 'Häufige Fragen',
  faqItem: 'Frage',
  terms: 'Allgemeine Geschäftsbedingungen',
  dataProtection: 'Datenschutz',
  infoPage: 'Information',
  contact: 'Kontakt',
  contactThanks: 'Vielen Dank',
  login: 'Anmelden',
};
export default routes;
