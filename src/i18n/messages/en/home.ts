const home = {
  intro: 'Over 200 privately owned holiday houses all around Iceland, from the Westfjords to the East.',
  cta: 'Find your holiday house',
};
export default home;
