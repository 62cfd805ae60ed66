const common = {
  siteName: 'Sumarhus',
  tagline: 'Holiday houses in Iceland',
  loading: 'Loading…',
  breadcrumb: 'Breadcrumb',
  errorTitle: 'Something went wrong',
  errorText: 'We could not show this page. Please try again in a moment.',
  backHome: 'Back to the front page',
};
export default common;
