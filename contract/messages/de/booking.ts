import type en from '../en/booking.ts';

/** Buchen, Dankeseite und Meine Buchung (siehe ../en/booking.ts). */
const booking: typeof en = {
  checkout: {
    title: 'Jetzt buchen',
    intro:
      'Prüfen Sie Ihre Häuser und Reisedaten, sagen Sie uns, wer mitreist und wie Sie anreisen, und schließen Sie Ihre Buchung ab.',
    emptyTitle: 'Ihr Warenkorb ist leer',
    emptyText:
      'Es gibt noch nichts zu buchen. Suchen Sie sich ein Haus aus, wählen Sie Ihre Reisedaten und legen Sie es in den Warenkorb.',
    emptyButton: 'Haus finden',
    notBookable:
      'Ein Haus in Ihrem Warenkorb hat noch keine Reisedaten oder ist für seine Reisedaten nicht mehr buchbar. Bitte prüfen Sie Ihren Warenkorb, bevor Sie buchen.',
    toCart: 'Warenkorb prüfen',
    sections: {
      kits: 'Bettwäsche und Handtücher',
      guests: 'Reisende',
      personal: 'Ihre Angaben',
      travel: 'Ihre An- und Abreise nach Island',
      centre: 'Check-in-Servicestelle',
      price: 'Preis',
      payment: 'Bezahlung',
      terms: 'Allgemeine Geschäftsbedingungen',
    },
    kits: {
      text: 'In den Häusern gibt es keine Bettwäsche und keine Handtücher. Bestellen Sie ein Wäschepaket pro Gast: Bettwäsche, ein Duschtuch und ein Handtuch, ein Geschirrtuch und ein Putztuch. Die Pakete erhalten Sie zusammen mit den Schlüsseln.',
      count: 'Anzahl der Wäschepakete',
      price: 'Preis pro Paket: {{price}}',
      size: 'Taschengröße pro Paket: 15 × 35 × 50 cm',
      max: 'Höchstens ein Paket pro Gast.',
    },
    guests: {
      adults: 'Erwachsene',
      children: 'Kinder (0–11 Jahre)',
      hint: 'Kinder ab 12 Jahren zählen als Erwachsene.',
    },
    counter: {
      decrease: 'Eins weniger: {{label}}',
      increase: 'Eins mehr: {{label}}',
      announce: '{{label}}: {{count}}',
    },
    fields: {
      title: 'Anrede',
      mr: 'Herr',
      ms: 'Frau',
      titleNone: 'Keine Angabe',
      firstName: 'Vorname',
      lastName: 'Nachname',
      birthDate: 'Geburtsdatum',
      dateHint: 'TT/MM/JJJJ',
      nationality: 'Staatsangehörigkeit',
      address: 'Straße und Hausnummer',
      city: 'Ort',
      zipCode: 'Postleitzahl',
      countryIso: 'Land',
      countryChoose: 'Bitte wählen Sie Ihr Land',
      mobilePhone: 'Mobilnummer',
      mobilePhoneHint:
        'Mit Ländervorwahl, z. B. +49 171 1234567. Wir rufen nur an, wenn es für Ihren Aufenthalt nötig ist.',
      email: 'E-Mail-Adresse',
      emailHint: 'An diese Adresse schicken wir Bestätigung, Rechnung und Buchungscode.',
      arrival: 'Ankunft in Island',
      departure: 'Abreise aus Island',
      arrivalDate: 'Anreisedatum',
      arrivalDateHint: 'TT/MM/JJJJ – spätestens an Ihrem ersten Check-in-Tag',
      departureDate: 'Abreisedatum',
      departureDateHint: 'TT/MM/JJJJ – frühestens an Ihrem letzten Check-out-Tag',
      transportType: 'Mit',
      arrivalTransportNumber: 'Flug- oder Fährnummer der Anreise',
      departureTransportNumber: 'Flug- oder Fährnummer der Abreise',
      transportNumberHint: 'z. B. FI 521, oder Norröna für die Fähre',
      checkInCenter: 'Wo holen Sie Ihre Schlüssel ab?',
    },
    transport: { '1': 'Flugzeug', '2': 'Fähre' },
    /** The sticky summary beside the form. */
    summary: { title: 'Ihre Buchung', dates: '{{from}} – {{to}}', total: 'Gesamtpreis' },
    /** A chosen check-in centre far from a house (estimated road distance). */
    centreFar:
      '{{centre}} liegt etwa {{km}} km Fahrstrecke von {{house}} entfernt (unsere Schätzung). Die nächste Check-in-Servicestelle ist {{nearest}}, etwa {{nearestKm}} km entfernt.',
    centres: {
      '1': { name: 'Flughafen Keflavík', hint: 'In der Ankunftshalle, täglich 6:00–22:00 Uhr' },
      '2': {
        name: 'Ostisland – Egilsstaðir',
        hint: 'Kaupvangur 6, täglich 10:00–20:00 Uhr – nahe dem Fährhafen Seyðisfjörður',
      },
      '3': { name: 'Nordisland – Akureyri', hint: 'Strandgata 12, täglich 10:00–20:00 Uhr' },
    },
    required: 'Pflichtfeld',
    terms: {
      label: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
      read: 'Allgemeine Geschäftsbedingungen lesen',
      close: 'Schließen',
      loading: 'Die AGB werden geladen…',
      failed: 'Die AGB konnten hier nicht geladen werden.',
      openPage: 'AGB auf eigener Seite öffnen',
    },
    finish: 'Buchung abschließen',
    finishing: 'Wird gebucht…',
    accountNote:
      'Ihr Unternehmen bucht auf Rechnung: Die Buchung ist sofort bestätigt und wird bis zum oben genannten Fälligkeitsdatum per Überweisung bezahlt.',
    cardNote:
      'Nach „Buchung abschließen“ zahlen Sie den jetzt fälligen Betrag (Anzahlung oder Gesamtbetrag) auf einer sicheren Zahlungsseite mit Karte, in Euro. Ihre Häuser sind so lange für Sie reserviert.',
    errors: {
      heading: 'Bitte korrigieren Sie folgende Fehler:',
      datesTaken: 'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
      reviewCartDates: 'Bitte überprüfen Sie die Termine im Warenkorb',
      dateFormat: 'Bitte geben Sie das Datum als TT/MM/JJJJ ein, z. B. 17/05/1980.',
      network:
        'Ihre Buchung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
      failed:
        'Bei uns ist etwas schiefgegangen. Ihre Buchung wurde nicht ausgeführt. Bitte versuchen Sie es gleich noch einmal.',
    },
  },
  price: {
    caption: 'Ihre Buchung',
    house: 'Haus',
    price: 'Preis',
    nights: { one: '1 Nacht', other: '{{count}} Nächte' },
    kits: 'Bettwäsche und Handtücher',
    kitsLine: '{{count}} × {{price}}',
    reduction: 'Preisminderung',
    total: 'Gesamt',
    dateRange: '{{from}} – {{to}}',
  },
  payment: {
    caption: 'Zahlungsplan',
    what: 'Zahlung',
    amount: 'Betrag',
    due: 'Fällig',
    deposit: 'Anzahlung (20\u00a0%)',
    balance: 'Restbetrag',
    full: 'Gesamtbetrag',
    today: 'heute',
    ruleDeposit:
      'Ihre Anreise liegt 30 Tage oder mehr in der Zukunft: Sie zahlen jetzt 20\u00a0% an, den Restbetrag 30 Tage vor der Anreise.',
    ruleFull: 'Ihre Anreise liegt weniger als 30 Tage in der Zukunft: Sie zahlen jetzt den gesamten Betrag.',
    ruleCancel: 'Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert.',
    states: { paid: 'Bezahlt', due: 'Offen', overdue: 'Überfällig', void: 'Entfällt' },
    paidOn: 'Bezahlt am {{date}}',
    paidOnBy: 'Bezahlt am {{date}} per {{method}}',
    methods: { card: 'Karte', bank: 'Überweisung' },
    pay: 'Bezahlen',
    payNow: 'Jetzt bezahlen',
    payEarly: 'Vorab bezahlen',
    payWhat: '{{what}}, {{amount}}',
    onAccount: 'Auf Rechnung — per Überweisung',
    onAccountRule:
      'Auf Rechnung — per Überweisung: Ihr Unternehmen zahlt diese Buchung bis zum unten genannten Fälligkeitsdatum. Sie wird nicht per Karte bezahlt und bei verspäteter Zahlung nicht storniert.',
    lastDay: 'spätestens {{date}}',
    amountPaid: 'Bisher bezahlt',
    amountRefunded: 'An Sie erstattet',
    refunds: 'Erstattungen',
    amountDue: 'Noch zu zahlen',
  },
  cancel: {
    title: 'Buchung stornieren',
    open: 'Diese Buchung stornieren…',
    intro:
      'Wenn Sie heute stornieren, gilt für jedes Haus die Stornogebühr unserer AGB nach den Tagen bis zu seiner Anreise; Bettwäsche und Handtücher werden voll erstattet.',
    houseFee: '{{house}}: {{percent}} % des Mietpreises',
    fee: 'Stornogebühr',
    paid: 'Bisher bezahlt',
    paidLessRefunds: 'Bisher bezahlt, abzüglich Erstattungen',
    refund: 'Erstattung an Sie',
    kept: 'Über das Bezahlte hinaus wird nichts berechnet: Wir behalten {{amount}}.',
    refundWay:
      'Die Erstattung geht auf dem Weg zurück, auf dem Sie bezahlt haben: auf Ihre Karte oder per Überweisung.',
    warning: 'Die Stornierung lässt sich nicht rückgängig machen: Ihre Häuser werden für andere Gäste frei.',
    confirm: 'Ja, diese Buchung stornieren',
    confirming: 'Wird storniert…',
    done: 'Ihre Buchung wurde storniert. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
    network:
      'Ihre Buchung konnte nicht storniert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  },
  cancelled: {
    title: 'Stornierung',
    at: 'Storniert am',
    reason: 'Grund',
    reasons: {
      unpaid: 'Eine Zahlung ist nicht rechtzeitig eingegangen.',
      guest: 'Auf Ihren Wunsch storniert.',
      staff: 'Von uns storniert.',
    },
    fee: 'Einbehaltene Stornogebühr',
    refund: 'Erstattung',
    refunds: 'Erstattungen',
    refundLine: '{{amount}}: {{state}}',
    refundStates: {
      pending: 'unterwegs',
      succeeded: 'erstattet am {{date}}',
      failed: 'noch nicht möglich – wir melden uns bei Ihnen',
    },
    nothingPaid: 'Es war nichts bezahlt, daher wird nichts erstattet.',
  },
  documents: {
    title: 'Dokumente',
    invoice: 'Rechnung',
    travel: 'Reiseunterlagen',
    download: '{{name}} herunterladen (PDF, {{size}})',
    travelLater:
      'Ihre Reiseunterlagen – Adressen, Wegbeschreibungen und Schlüsselübergabe – finden Sie hier, sobald Ihre Buchung vollständig bezahlt ist.',
    travelLaterOnAccount:
      'Ihre Reiseunterlagen – Adressen, Wegbeschreibungen und Schlüsselübergabe – finden Sie hier, sobald Ihr Unternehmen die Buchung mit uns abgerechnet hat.',
    travelCancelled: 'Es gibt keine Reiseunterlagen: Die Buchung ist storniert.',
    expiry: 'Download-Links gelten eine Stunde. Rufen Sie Ihre Buchung erneut auf, um neue zu erhalten.',
  },
  thanks: {
    title: 'Vielen Dank für Ihre Buchung!',
    pendingTitle: 'Ihre Buchung',
    states: {
      confirmed: 'Bestätigt — Anzahlung bezahlt',
      onAccount: 'Bestätigt — Zahlung auf Rechnung, fällig am {{date}}',
      paid: 'Bestätigt — vollständig bezahlt',
      pending_payment: 'Reserviert — noch nicht bezahlt',
      cancelled: 'Storniert',
    },
    reservedText:
      'Ihre Häuser sind für Sie reserviert, bestätigt ist Ihre Buchung aber erst, wenn der jetzt fällige Betrag eingegangen ist.',
    dueNow: 'Jetzt fällig',
    deadline: 'Zahlen bis',
    deadlineText:
      'Ist er bis zum {{date}} nicht eingegangen, wird die Buchung storniert und die Termine werden freigegeben.',
    payNow: 'Jetzt bezahlen',
    paymentCancelled:
      'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht; Sie können jetzt oder später unter Meine Buchung bezahlen.',
    paymentExpired:
      'Dieser Zahlungslink ist abgelaufen. Die Schaltfläche unten öffnet die Zahlungsseite mit einem neuen.',
    paymentUnavailable:
      'Die Zahlungsseite konnte gerade nicht geöffnet werden. Es wurde nichts abgebucht; bitte versuchen Sie es gleich noch einmal.',
    confirming: 'Ihre Zahlung wird bestätigt',
    confirmingText:
      'Der Zahlungsdienst hat uns den Eingang Ihrer Zahlung noch nicht gemeldet. Das dauert meist nur wenige Sekunden.',
    reload: 'Erneut prüfen',
    onAccountText:
      'Diese Buchung läuft über das Konto Ihres Unternehmens: Es rechnet sie mit uns ab. Die Bestätigung ist per E-Mail unterwegs.',
    cancelledText: 'Diese Buchung ist storniert. Die Einzelheiten finden Sie unter Meine Buchung.',
    loading: 'Ihre Buchungsübersicht wird geladen…',
    summary: 'Übersicht',
    bookingCode: 'Buchungscode',
    codeHint:
      'Bewahren Sie Ihren Buchungscode auf: Mit ihm und Ihrer E-Mail-Adresse finden Sie Ihre Buchung unter Meine Buchung.',
    email: 'Bestätigung gesendet an',
    houses: 'Häuser und Reisedaten',
    noBooking:
      'Auf dieser Seite gibt es keine Buchung anzuzeigen. Sie zeigt die Übersicht direkt nach dem Buchen, im selben Browser-Tab.',
    noBookingLookup:
      'Ihre Buchung finden Sie jederzeit unter Meine Buchung – mit Ihrer E-Mail-Adresse und dem 8-stelligen Buchungscode aus der Bestätigungs-E-Mail.',
    toMyBooking: 'Zu Meine Buchung',
    findHouse: 'Ferienhaus finden',
    noscript:
      'Diese Seite braucht JavaScript, um Ihre Buchungsübersicht zu zeigen. Ihren Buchungscode finden Sie in der Bestätigungs-E-Mail.',
  },
  lookup: {
    paymentReturn: {
      paid: 'Vielen Dank: Ihre Zahlung von {{amount}} ist eingegangen, Ihre Buchung ist vollständig bezahlt.',
      documents: 'Ihre Reiseunterlagen sind bereit: Sie finden sie unten unter Dokumente.',
      confirming:
        'Vielen Dank: Ihre Zahlung wird bestätigt. Der Zahlungsanbieter hat uns den Eingang noch nicht gemeldet; das dauert meist nur ein paar Sekunden. Rufen Sie Ihre Buchung gleich noch einmal auf.',
      cancelled:
        'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht; Sie können unten im Zahlungsplan bezahlen.',
      expired:
        'Dieser Zahlungslink ist abgelaufen. Bezahlen Sie unten im Zahlungsplan: Er öffnet eine neue Zahlungsseite.',
      unavailable:
        'Die Zahlungsseite konnte gerade nicht geöffnet werden. Es wurde nichts abgebucht; bitte versuchen Sie es gleich noch einmal.',
    },
    title: 'Meine Buchung',
    intro:
      'Geben Sie die E-Mail-Adresse, mit der Sie gebucht haben, und Ihren 8-stelligen Buchungscode aus der Bestätigungs-E-Mail ein.',
    email: 'E-Mail-Adresse',
    bookingCode: 'Buchungscode',
    bookingCodeHint: '8 Ziffern, aus Ihrer Bestätigungs-E-Mail',
    submit: 'Meine Buchung anzeigen',
    submitting: 'Wird gesucht…',
    another: 'Andere Buchung aufrufen',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    codeRequired: 'Bitte geben Sie Ihren Buchungscode ein.',
    codeInvalid: 'Der Buchungscode hat 8 Ziffern.',
    network:
      'Ihre Buchung konnte nicht abgerufen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
    resultTitle: 'Buchung {{code}}',
    link: {
      title: 'Buchungsnummer nicht zur Hand?',
      intro:
        'Wir senden Links zu Ihren Buchungen an die Adresse, mit der Sie gebucht haben. Jeder Link gilt 24 Stunden.',
      submit: 'Link zu meiner Buchung senden',
      submitting: 'Wird gesendet…',
      sent: 'Wenn es Buchungen zu dieser Adresse gibt, haben wir ihr Links zu ihnen gesendet.',
      useIntro: 'Öffnen Sie Ihre Buchung mit dem Link aus Ihrer E-Mail.',
    },
    status: 'Status',
    states: {
      pending_payment: 'Reserviert – noch nicht bezahlt',
      confirmed: 'Bestätigt',
      paid: 'Vollständig bezahlt',
      cancelled: 'Storniert',
    },
    cancelled: 'Diese Buchung wurde storniert.',
    bookedOn: 'Gebucht am',
    guest: 'Gebucht von',
    guests: 'Reisende',
    guestsValue: { one: '{{count}} Erwachsener, {{children}}', other: '{{count}} Erwachsene, {{children}}' },
    children: { one: '{{count}} Kind', other: '{{count}} Kinder' },
    arrival: 'Anreise',
    departure: 'Abreise',
    travelValue: '{{date}}, {{by}} {{number}}',
    checkInCenter: 'Check-in-Servicestelle',
    company: 'Gebucht über',
    details: 'Buchungsdetails',
  },
};
export default booking;
