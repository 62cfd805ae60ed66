import type en from '../en/home.ts';

const home: typeof en = {
  intro: 'Über 200 private Ferienhäuser in ganz Island, von den Westfjorden bis in den Osten.',
  cta: 'Finden Sie Ihr Ferienhaus',
  /** The 'see all' link of a featured group to its offer page. */
  featured: { seeAll: 'Alle ansehen', seeAllOf: 'Alle ansehen: {{title}}' },
};
export default home;
