import type en from '../../en/server/api.ts';

const api: typeof en = {
  fromOtherSite: 'Dieses Formular wurde von einer anderen Website gesendet.',
  /** Die Datenbank kann gerade keine Anfrage annehmen (503 mit Retry-After): die Meldung der API und die der Seite. */
  unavailable: {
    title: 'Gleich wieder da',
    text: 'Die Website kann gerade nicht antworten. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  },
  /** Was server/error-handler.ts einer Anfrage antwortet, die scheiterte, bevor etwas anderes antworten konnte. */
  request: {
    refusedTitle: 'Diese Anfrage konnte nicht beantwortet werden',
    refused: 'Bitte prüfen Sie die Adresse, oder gehen Sie zurück und versuchen Sie es noch einmal.',
    badRequest:
      'Diese Adresse oder dieses Formular konnte nicht gelesen werden. Bitte prüfen Sie die Angaben und versuchen Sie es noch einmal.',
    tooLarge: 'Diese Anfrage ist zu groß.',
  },
  /** Eine Vorschau von Inhalten (server/content/preview.ts): das Banner jeder Seite währenddessen, und die Ablehnungen. */
  preview: {
    title: 'Vorschau.',
    text: 'Diese Seite zeigt Inhalte, die noch nicht veröffentlicht sind.',
    leave: 'Vorschau verlassen',
    off: 'Vorschauen brauchen das Prismic-Repository (PRISMIC_REPOSITORY).',
    token: 'Dieser Vorschau-Link gehört nicht zu dieser Website: Öffnen Sie die Vorschau erneut aus Prismic.',
    document: 'Das Dokument der Vorschau wurde nicht gefunden: Öffnen Sie die Vorschau erneut aus Prismic.',
  },
  user: {
    notLoggedIn: 'Sie sind nicht angemeldet.',
    status: 'Unbekannter Buchungsstatus: erlaubt sind pending_payment, confirmed, paid oder cancelled.',
    bookingNotFound: 'Ihr Unternehmen hat keine Buchung mit dieser Nummer.',
    notCancellable:
      'Diese Buchung kann nicht mehr storniert werden: Sie ist bereits storniert, oder die erste Anreise ist erreicht.',
    apiKeyUnknown: 'Dieser API-Schlüssel ist ungültig.',
    apiKeyRevoked: 'Dieser API-Schlüssel wurde widerrufen.',
    apiKeyRateLimited: 'Zu viele falsche API-Schlüssel von dieser Adresse. Bitte warten Sie ein paar Minuten.',
  },
  /** Kartenzahlungen (server/api/payments): die Beschreibung beim Anbieter und die Kartenseite des Test-Gateways. */
  payments: {
    description: '{{kind}}, Buchung {{code}}',
    notFound: 'Diese Zahlungsseite gibt es nicht.',
    linkForbidden: 'Dieser Zahlungslink ist ungültig.',
    providerDown: 'Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
    notCancellable: 'Diese Buchung kann nicht mehr online storniert werden. Bitte kontaktieren Sie uns.',
    gateway: {
      title: 'Testzahlung',
      banner: 'Testzahlung — es wird kein Geld abgebucht',
      explain:
        'Diese Website läuft mit ihrem eingebauten Test-Gateway. Zahlen Sie mit einer Testkarte: 4242 4242 4242 4242 wird angenommen, 4000 0000 0000 0002 abgelehnt; ein beliebiges künftiges Ablaufdatum und drei beliebige Ziffern.',
      amount: 'Betrag',
      payFor: 'Für',
      email: 'Beleg an',
      name: 'Name auf der Karte',
      number: 'Kartennummer',
      exp: 'Ablaufdatum (MM/JJ)',
      cvc: 'Prüfnummer (CVC)',
      pay: '{{amount}} bezahlen',
      cancel: 'Abbrechen und zu sumarhus zurückkehren',
      errorsTitle: 'Bitte prüfen Sie die Kartendaten:',
      declined:
        'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte, oder brechen Sie ab und zahlen Sie später.',
      alreadyPaid: 'Diese Zahlung ist bereits erfolgt. Es wurde nichts erneut abgebucht.',
      replaced:
        'Diese Zahlungsseite wurde durch eine neuere ersetzt und nimmt keine Zahlung mehr an. Bitte kehren Sie zu Ihrer Buchung zurück und zahlen Sie von dort.',
      back: 'Zurück zu Ihrer Buchung',
      expired: 'Diese Zahlungsseite ist abgelaufen. Bitte kehren Sie zu Ihrer Buchung zurück und zahlen Sie von dort.',
      problems: {
        name: { required: 'Bitte geben Sie den Namen auf der Karte ein.' },
        number: {
          required: 'Bitte geben Sie die Kartennummer ein.',
          invalid: 'Diese Kartennummer ist ungültig.',
          notTestCard: 'Dies ist keine Testkarte. Das Test-Gateway nimmt nur Testkarten wie 4242 4242 4242 4242 an.',
        },
        exp: {
          required: 'Bitte geben Sie das Ablaufdatum ein.',
          invalid: 'Bitte geben Sie das Ablaufdatum als MM/JJ ein.',
          expired: 'Diese Karte ist abgelaufen.',
        },
        cvc: { required: 'Bitte geben Sie die Prüfnummer ein.', invalid: 'Die Prüfnummer hat 3 oder 4 Ziffern.' },
      },
    },
  },
  reservation: {
    idempotencyKeyInvalid: 'Der Header Idempotency-Key muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen.',
    idempotencyKeyReused:
      'Dieser Idempotency-Key wurde für eine andere Buchungsanfrage verwendet. Nehmen Sie für eine neue Buchung einen neuen Schlüssel.',
    badRequest:
      'Die Buchung konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    notFound:
      'Wir konnten keine Buchung mit dieser E-Mail-Adresse und diesem Buchungscode finden. Bitte prüfen Sie beides und versuchen Sie es noch einmal.',
    lookupInvalid: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihren 8-stelligen Buchungscode ein.',
    rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
    documentForbidden:
      'Dieser Download-Link ist ungültig. Bitte rufen Sie Ihre Buchung erneut auf, um einen neuen Link zu erhalten.',
    documentExpired:
      'Dieser Download-Link ist abgelaufen. Bitte rufen Sie Ihre Buchung erneut auf, um einen neuen Link zu erhalten.',
    documentNotFound: 'Dieses Dokument ist nicht verfügbar.',
    linkInvalid: 'Dieser Buchungslink ist abgelaufen oder ungültig. Bitte fordern Sie einen neuen an.',
    adminForbidden: 'Nicht erlaubt.',
    paymentNotFound: 'Diese Zahlung gehört nicht zu dieser Buchung.',
    cancelled: 'Diese Buchung wurde storniert.',
    fields: {
      title: { invalid: 'Bitte wählen Sie Herr, Frau oder keine Angabe.' },
      firstName: {
        required: 'Bitte geben Sie Ihren Vornamen ein.',
        tooLong: 'Ihr Vorname ist zu lang.',
        invalid: 'Bitte geben Sie einen gültigen Vornamen ein.',
      },
      lastName: {
        required: 'Bitte geben Sie Ihren Nachnamen ein.',
        tooLong: 'Ihr Nachname ist zu lang.',
        invalid: 'Bitte geben Sie einen gültigen Nachnamen ein.',
      },
      birthDate: {
        required: 'Bitte geben Sie Ihr Geburtsdatum ein.',
        invalid: 'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum ein.',
        future: 'Ihr Geburtsdatum muss in der Vergangenheit liegen.',
        minor: 'Die buchende Person muss mindestens 18 Jahre alt sein.',
        tooOld: 'Bitte prüfen Sie Ihr Geburtsdatum.',
      },
      nationality: {
        required: 'Bitte geben Sie Ihre Staatsangehörigkeit ein.',
        tooLong: 'Ihre Staatsangehörigkeit ist zu lang.',
        invalid: 'Bitte geben Sie eine gültige Staatsangehörigkeit ein.',
      },
      address: {
        required: 'Bitte geben Sie Ihre Adresse ein.',
        tooLong: 'Ihre Adresse ist zu lang.',
        invalid: 'Bitte geben Sie eine gültige Adresse ein.',
      },
      city: {
        required: 'Bitte geben Sie Ihren Wohnort ein.',
        tooLong: 'Ihr Wohnort ist zu lang.',
        invalid: 'Bitte geben Sie einen gültigen Wohnort ein.',
      },
      zipCode: {
        required: 'Bitte geben Sie Ihre Postleitzahl ein.',
        tooLong: 'Ihre Postleitzahl ist zu lang.',
        invalid: 'Bitte geben Sie eine gültige Postleitzahl ein.',
      },
      countryIso: { required: 'Bitte wählen Sie Ihr Land.', invalid: 'Bitte wählen Sie ein Land aus der Liste.' },
      mobilePhone: {
        required: 'Bitte geben Sie Ihre Mobilnummer ein.',
        invalid: 'Bitte geben Sie eine gültige Mobilnummer ein, z. B. +49 171 1234567.',
      },
      email: {
        required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
        invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        tooLong: 'Ihre E-Mail-Adresse ist zu lang.',
      },
      numberAdults: {
        required: 'Bitte geben Sie die Zahl der Erwachsenen ein.',
        invalid: 'Bitte geben Sie die Zahl der Erwachsenen als ganze Zahl ein.',
        tooFew: 'Mindestens ein Erwachsener muss mitreisen.',
        tooMany: 'Zu viele Erwachsene.',
        tooManyGuests: 'Es reisen mehr Gäste, als die Häuser in Ihrem Warenkorb Schlafplätze haben.',
      },
      numberChildren: {
        invalid: 'Bitte geben Sie die Zahl der Kinder als ganze Zahl ein.',
        tooFew: 'Die Zahl der Kinder kann nicht negativ sein.',
        tooMany: 'Zu viele Kinder.',
      },
      numberViatorKit: {
        invalid: 'Bitte geben Sie die Zahl der Wäschepakete als ganze Zahl ein.',
        tooFew: 'Die Zahl der Wäschepakete kann nicht negativ sein.',
        tooMany: 'Sie können höchstens ein Wäschepaket pro Person bestellen.',
      },
      arrivalDate: {
        required: 'Bitte geben Sie Ihr Anreisedatum nach Island ein.',
        invalid: 'Bitte geben Sie Ihr Anreisedatum als gültiges Datum ein.',
        past: 'Ihr Anreisedatum darf nicht in der Vergangenheit liegen.',
        afterCheckIn: 'Sie müssen spätestens an Ihrem ersten Check-in-Tag in Island ankommen.',
      },
      arrivalTransportType: { invalid: 'Bitte wählen Sie, wie Sie anreisen: mit dem Flugzeug oder mit der Fähre.' },
      arrivalTransportNumber: {
        required: 'Bitte geben Sie Ihre Flug- oder Fährnummer für die Anreise ein.',
        invalid: 'Bitte geben Sie eine gültige Flug- oder Fährnummer ein.',
      },
      departureDate: {
        required: 'Bitte geben Sie Ihr Abreisedatum aus Island ein.',
        invalid: 'Bitte geben Sie Ihr Abreisedatum als gültiges Datum ein.',
        beforeArrival: 'Ihr Abreisedatum darf nicht vor Ihrem Anreisedatum liegen.',
        beforeCheckOut: 'Sie können frühestens an Ihrem letzten Check-out-Tag aus Island abreisen.',
      },
      departureTransportType: { invalid: 'Bitte wählen Sie, wie Sie abreisen: mit dem Flugzeug oder mit der Fähre.' },
      departureTransportNumber: {
        required: 'Bitte geben Sie Ihre Flug- oder Fährnummer für die Abreise ein.',
        invalid: 'Bitte geben Sie eine gültige Flug- oder Fährnummer ein.',
      },
      checkInCenter: {
        required: 'Bitte wählen Sie eine Check-in-Servicestelle.',
        invalid: 'Bitte wählen Sie eine Check-in-Servicestelle.',
      },
      terms: { required: 'Sie müssen unsere AGB akzeptieren' },
      cartId: {
        required: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
        invalid: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
        notFound: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
        empty: 'Ihr Warenkorb ist leer.',
        dates: 'Bitte überprüfen Sie die Termine im Warenkorb',
        overlap:
          'Ihr Warenkorb enthält dasselbe Haus zweimal für sich überschneidende Termine. Bitte überprüfen Sie die Termine im Warenkorb.',
        unavailable:
          'Ein Haus in Ihrem Warenkorb kann nicht mehr gebucht werden. Bitte überprüfen Sie Ihren Warenkorb.',
        unpriced:
          'Für ein Haus in Ihrem Warenkorb gibt es für die gewählten Termine keinen Preis. Bitte überprüfen Sie die Termine im Warenkorb.',
      },
      bookingCode: { required: 'Bitte geben Sie Ihren Buchungscode ein.', invalid: 'Der Buchungscode hat 8 Ziffern.' },
    },
  },
  search: {
    once: '{{field}} darf nur einmal angegeben werden.',
    wholeNumber: '{{field}} muss eine ganze Zahl von {{min}} bis {{max}} sein.',
    priceOrder: 'maximumPriceCents darf nicht kleiner als minimumPriceCents sein.',
    idList: '{{field}} muss eine durch Kommas getrennte Liste von IDs sein.',
    flag: '{{field}} muss true oder false sein.',
    codes:
      'codes muss eine durch Kommas getrennte Liste von höchstens {{max}} Hauscodes sein (Buchstaben, Ziffern und Bindestriche, 2 bis 20 Zeichen).',
    unknownIds: '{{field}}: unbekannte ID {{ids}}.',
    beds: 'houseBedIds muss eine durch Kommas getrennte Liste von Paaren Betttyp-ID:Anzahl sein (Anzahl 0 bis 99).',
    order: "order muss leer (Relevanz), 'price asc', 'price desc' oder 'random' sein.",
    text: 'search darf höchstens {{max}} Zeichen lang sein.',
    date: '{{field}} muss ein Datum im Format yyyy-MM-dd sein.',
    notAfter: 'resTo muss nach resFrom liegen.',
    changeover: '{{field}} muss ein Donnerstag oder Sonntag sein: Nur an diesen Tagen ist Gästewechsel.',
    tooSoon: 'resFrom muss mindestens 14 Tage in der Zukunft liegen ({{first}} oder später).',
    tooLong: 'Ein Aufenthalt kann höchstens {{max}} Nächte dauern.',
    months: 'months muss eine durch Kommas getrennte Liste von höchstens {{max}} Monaten im Format yyyy-MM sein.',
    nights: 'nights muss eine Anzahl Nächte von 1 bis {{max}} sein oder ein Bereich wie 3-4.',
    needs: '{{field}} ist mit {{other}} nötig: Flexible Termine sind Monate und eine Aufenthaltsdauer zusammen.',
    datesOrMonths: 'months: Geben Sie entweder resFrom und resTo oder months und nights an, nicht beides.',
    monthsTooFar: 'months darf höchstens {{max}} Monate in der Zukunft liegen.',
    monthsTooSoon: 'months muss Tage enthalten, die mindestens 14 Tage in der Zukunft liegen ({{first}} oder später).',
    noStay:
      'nights: In diesen Monaten beginnt und endet kein Aufenthalt von {{nights}} Nächten an einem Donnerstag oder Sonntag.',
    bbox: 'bbox muss West,Süd,Ost,Nord in Grad sein: Längen von -180 bis 180, Breiten von -90 bis 90, Süd nicht über Nord.',
    zoom: 'zoom ist mit bbox nötig: Der Ausschnitt gilt für eine Zoomstufe.',
  },
  /** Eigentümersperren und iCal-Kalender (server/api/calendars), für das Backoffice. */
  calendars: {
    taken:
      '{{house}} ist vom {{from}} bis {{to}} nicht frei: Eine Buchung oder eine andere Sperre überschneidet sich mit diesen Tagen.',
    houseNotFound: 'Dieses Haus gibt es nicht.',
    blockNotFound: 'Diese Sperre gibt es nicht.',
    imported:
      'Diese Sperre stammt aus dem Kalender „{{label}}“: Ändern Sie sie dort, oder entfernen Sie diesen Kalender.',
    dates: 'Die Sperre muss nach ihrem Beginn enden und darf höchstens {{max}} Nächte dauern.',
    url: 'Die Kalenderadresse muss eine http- oder https-URL mit höchstens 2000 Zeichen sein.',
    duplicate: 'Dieser Kalender ist für das Haus bereits eingetragen.',
    calendarNotFound: 'Diesen Kalender gibt es nicht.',
    unreachable:
      'Der Kalender konnte nicht abgerufen werden. Prüfen Sie die Adresse oder versuchen Sie es später noch einmal.',
  },
  owners: {
    notFound: 'Diesen Eigentümer gibt es nicht.',
    unknown: 'Bitte prüfen Sie das Feld „{{field}}“: Einen Eigentümer mit diesem Code gibt es nicht.',
    codeTaken: 'Bitte prüfen Sie das Feld „{{field}}“: Ein anderer Eigentümer hat diesen Code.',
  },
  /** Owners' statements and payouts under /api/staff (server/api/staff/statements.ts). */
  statements: {
    monthNotOver:
      'Dieser Monat ist noch nicht vorbei: Er kann ab dem ersten Tag des nächsten Monats abgerechnet werden.',
    monthBeforeIssued: 'Ein späterer Monat ist schon abgerechnet: Monate werden der Reihe nach abgerechnet.',
    notFound: 'Diese Abrechnung gibt es nicht.',
    monthNotIssued: 'Dieser Monat ist noch nicht abgerechnet.',
    statementNotFound: 'Diese Abrechnung gibt es nicht.',
    nothingToPay: 'Diese Abrechnung zahlt nichts aus: Ihr Saldo wird auf die nächste vorgetragen.',
    payoutPaid: 'Diese Auszahlung ist schon als bezahlt erfasst.',
    paidInFuture: 'Der Tag der Zahlung kann nicht in der Zukunft liegen.',
  },
  /** A statement's CSV (server/api/staff/books-csv.ts). */
  statementCsv: {
    kind: 'Art',
    booking: 'Buchung',
    houseCode: 'Hauscode',
    house: 'Haus',
    arrival: 'Anreise',
    departure: 'Abreise',
    persons: 'Personen',
    cancelled: 'Storniert',
    commissionRate: 'Provision (%)',
    rent: 'Miete (EUR)',
    commission: 'Provision (EUR)',
    payout: 'Auszahlung (EUR)',
    stay: 'Aufenthalt',
    adjustment: 'Korrektur',
    yes: 'ja',
    total: 'Summe',
    carriedIn: 'Vortrag',
    paid: 'Auszahlung',
    carriedOut: 'Vortrag auf nächste',
  },
  /** A month's payouts as CSV. */
  payoutCsv: {
    statement: 'Abrechnung',
    ownerCode: 'Eigentümercode',
    owner: 'Eigentümer',
    accountHolder: 'Kontoinhaber',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Betrag (EUR)',
    reference: 'Referenz',
    paidOn: 'Bezahlt am',
  },
  staffCsv: {
    code: 'Buchungscode',
    status: 'Status',
    guest: 'Gast',
    email: 'E-Mail',
    company: 'Firma',
    houses: 'Häuser',
    arrival: 'Anreise',
    departure: 'Abreise',
    total: 'Gesamt (EUR)',
    paid: 'Bezahlt (EUR)',
    refunded: 'Erstattet (EUR)',
    fee: 'Stornogebühr (EUR)',
    net: 'Netto (EUR)',
    open: 'Offen (EUR)',
    nextDue: 'Nächste Fälligkeit',
    createdAt: 'Gebucht am',
  },
};
export default api;
