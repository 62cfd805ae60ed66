/** The shortlist (docs/product/screens.md#shortlist): the heart on house cards and the house page, and the shortlist page. */
const shortlist = {
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  /** The heart's label with the house's name, for lists of many cards. */
  addHouse: 'Add {{name}} to the shortlist',
  removeHouse: 'Remove {{name}} from the shortlist',
  added: '{{name}} was added to your shortlist.',
  removed: '{{name}} was removed from your shortlist.',
  page: {
    title: 'Your shortlist',
    metaDescription: 'The holiday houses you have marked with a heart, kept on this device.',
    intro:
      'The houses you have marked with a heart. Your shortlist is kept on this device for up to a year, without an account.',
    count: { one: '1 house on your shortlist', other: '{{count}} houses on your shortlist' },
    removeButton: 'Remove',
    empty: {
      title: 'Your shortlist is empty',
      text: 'Tap the heart on any house to keep it here and compare your favourites later.',
      button: 'Find a house',
    },
  },
};
export default shortlist;
