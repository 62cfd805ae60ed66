const notFound = {
  title: 'Page not found',
  houses: 'Find a holiday house',
  faq: 'Frequently asked questions',
  home: 'Front page',
  contact: 'Contact us',
};
export default notFound;
