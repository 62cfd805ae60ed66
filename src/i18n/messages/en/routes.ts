import type { RouteId } from '../../../../contract/routes.ts';

/** Screen titles, used for breadcrumbs, menus and the document title. */
const routes: Record<RouteId, string> = {
  home: 'Home',
  accommodation: 'Accommodation',
  region: 'Accommodation by region',
  house: 'Holiday house',
  houseGallery: 'All images',
  explore: 'Explore Iceland',
  exploreItem: 'Explore',
  blog: 'Blog',
  blogPost: 'Blog post',
  cart: 'Cart',
  checkout: 'Book now',
  checkoutThanks: 'Thank you for your booking',
  myBooking: 'My booking',
  shortlist: 'Shortlist',
  offer: 'Offer',
  information: 'Information',
  faq: 'FAQ',
  faqItem: 'Question',
  terms: 'Terms and conditions',
  dataProtection: 'Data protection',
  infoPage: 'Information',
  contact: 'Contact us',
  contactThanks: 'Thank you',
  login: 'Login',
  account: 'My account',
};
export default routes;
