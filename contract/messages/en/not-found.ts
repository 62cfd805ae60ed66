const notFound = {
  title: 'Page not found',
  houses: 'Find a holiday house',
  faq: 'Frequently asked questions',
  home: 'Front page',
  contact: 'Contact us',
  /** A back-office page the member of staff's role cannot open (403). */
  forbidden: {
    title: 'Not for your role',
    text: 'Your role in the back office cannot open this page.',
    back: 'Back office',
  },
};
export default notFound;
