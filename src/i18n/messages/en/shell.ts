const shell = {
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    main: 'Main menu',
    cart: 'Cart',
    cartCount: '{{count}} houses in the cart',
    myBooking: 'My booking',
    chat: 'Contact',
    faq: 'FAQ',
    information: 'Information',
    otherLanguage: 'Deutsch',
    otherLanguageLabel: 'Diese Seite auf Deutsch',
  },
  skipToContent: 'Skip to content',
};
export default shell;
