import type en from '../en/cart.ts';

/** Der Warenkorb (docs/product/screens.md#cart); `errors` sind auch die Meldungen der Buchungs-API. */
const cart: typeof en = {
  datesToBeChosen: 'Daten noch zu wählen',
  datesToBeChosenHint: 'Wählen Sie Ihre Daten, um den Preis zu sehen und das Haus zu buchen.',
  errors: {
    badRequest: 'Die Anfrage konnte nicht gelesen werden.',
    code: 'Bitte wählen Sie ein Haus.',
    houseNotFound: 'Dieses Haus gibt es nicht (mehr).',
    cartId: 'Diesen Warenkorb gibt es nicht (mehr).',
    bothDates: 'Bitte wählen Sie einen An- und einen Abreisetag.',
    invalidDate: 'Bitte wählen Sie ein gültiges Datum.',
    notAfterCheckIn: 'Der Abreisetag muss nach dem Anreisetag liegen.',
    notChangeoverDay: 'An- und Abreise sind nur donnerstags und sonntags möglich.',
    tooSoon: 'Die Anreise muss mindestens 14 Tage in der Zukunft liegen.',
    unavailable: 'Das Haus ist an einigen dieser Tage leider schon gebucht. Bitte wählen Sie neue Daten.',
    noPrice:
      'Für diese Daten gibt es noch keinen Preis, daher kann das Haus dafür nicht gebucht werden. Bitte wählen Sie andere Daten.',
    overlap: 'Dieses Haus liegt für sich überschneidende Daten bereits in Ihrem Warenkorb.',
    full: 'Ihr Warenkorb ist voll. Bitte buchen oder entfernen Sie zuerst ein Haus.',
    datesTaken: 'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
    reviewDates: 'Bitte überprüfen Sie die Termine im Warenkorb',
    lineNotFound: 'Dieses Haus liegt nicht mehr in Ihrem Warenkorb.',
    guests: 'Bitte geben Sie die Zahl der Erwachsenen (1–99) und Kinder (0–99) an.',
    tooManyGuests: {
      one: 'In diesem Haus schläft höchstens 1 Gast.',
      other: 'In diesem Haus schlafen höchstens {{count}} Gäste.',
    },
  },
  not_available:
    'Dieses Haus kann für diese Termine nicht mehr gebucht werden. Bitte wählen Sie andere Termine oder entfernen Sie es aus dem Warenkorb.',
  page: {
    title: 'Ihr Warenkorb',
    metaDescription: 'Die Ferienhäuser, die Sie ausgewählt haben, mit Terminen und Preisen.',
    linesTitle: 'Häuser in Ihrem Warenkorb',
    drive: '{{duration}} Fahrt ab {{place}}',
    guests: { one: 'Max. 1 Gast', other: 'Max. {{count}} Gäste' },
    size: '{{size}} m²',
    code: 'Code {{code}}',
    price: 'Preis',
    nights: { one: '1 Nacht', other: '{{count}} Nächte' },
    noPrice: 'Kein Preis',
    chooseDates: 'Wählen Sie Ihre Termine',
    chooseDatesText:
      'Für dieses Haus sind noch keine Termine gewählt. Wählen Sie An- und Abreisetag, um den Preis zu sehen und es zu buchen.',
    chooseCheckOut: 'Wählen Sie jetzt den Abreisetag, um die Termine zu ändern.',
    datesLabel: 'Termine für {{name}}',
    updateDates: 'Termine speichern',
    updating: 'Die neuen Termine werden gespeichert…',
    remove: 'Entfernen',
    removeLabel: '{{name}} aus dem Warenkorb entfernen',
    removing: 'Wird entfernt…',
    removed: '{{name}} wurde aus Ihrem Warenkorb entfernt.',
    datesChanged: 'Die neuen Termine für {{name}} sind gespeichert.',
    failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
    imageMissing: 'Kein Bild',
    party: {
      legend: 'Gäste in {{name}}:',
      save: 'Aktualisieren',
      saved: 'Die Gäste für {{name}} sind gespeichert.',
    },
    summary: {
      title: 'Übersicht',
      houses: { one: '1 Haus', other: '{{count}} Häuser' },
      housesLabel: 'Häuser',
      dates: 'Zeitraum',
      range: '{{from}} – {{to}}',
      noDates: 'Noch keine Termine gewählt',
      total: 'Gesamtpreis',
      totalOf: {
        one: 'Gesamtpreis für {{counted}} von 1 Haus',
        other: 'Gesamtpreis für {{counted}} von {{count}} Häusern',
      },
      uncounted: 'Nicht enthalten: {{houses}}.',
      uncountedLine: {
        undated: '{{name}} (noch ohne Termine)',
        unavailable: '{{name}} (zu seinen Terminen nicht verfügbar)',
      },
      bookNow: 'Jetzt buchen',
      blockedUndated: 'Wählen Sie für jedes Haus im Warenkorb Termine, bevor Sie buchen.',
      blockedUnavailable:
        'Ein Haus in Ihrem Warenkorb ist zu seinen Terminen nicht buchbar. Ändern Sie die Termine oder entfernen Sie es, bevor Sie buchen.',
      searchMore: 'Ein weiteres Haus suchen',
    },
    empty: {
      title: 'Ihr Warenkorb ist leer',
      text: 'Finden Sie ein Haus, das Ihnen gefällt, wählen Sie Ihre Termine und legen Sie es in den Warenkorb.',
      button: 'Ein Haus finden',
    },
  },
};
export default cart;
