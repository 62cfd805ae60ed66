const home = {
  intro: 'Over 200 privately owned holiday houses all around Iceland, from the Westfjords to the East.',
  cta: 'Find your holiday house',
  /** The 'see all' link of a featured group to its offer page. */
  featured: { seeAll: 'See all', seeAllOf: 'See all: {{title}}' },
};
export default home;
