import type en from '../en/staff-audit.ts';

const staffAudit: typeof en = {
  at: 'Wann',
  action: 'Was',
  details: 'Einzelheiten',
  before: 'Vorher',
  after: 'Nachher',
  sentences: {
    unknown: '{{who}}: {{action}}',
    recordPayment: '{{who}} hat eine Banküberweisung über {{amount}} erfasst',
    cancel: '{{who}} hat die Buchung storniert, Gebühr einbehalten: {{fee}}',
    cancelWaived: '{{who}} hat die Buchung storniert und auf die Gebühr verzichtet',
    refund: '{{who}} hat {{amount}} erstattet',
    refundSent: '{{who}} hat die Banküberweisung der Erstattung am {{date}} erfasst (Referenz {{reference}})',
    changeHouse: '{{who}} hat den Aufenthalt von Haus {{from}} nach Haus {{to}} verlegt, {{dates}}',
    changeDates: '{{who}} hat die Daten bei {{house}} von {{from}} auf {{to}} geändert',
    changeArrival: '{{who}} hat die Anreise bei {{house}} vom {{from}} auf den {{to}} geändert',
    changeDeparture: '{{who}} hat die Abreise bei {{house}} vom {{from}} auf den {{to}} geändert',
    changePrice: '{{who}} hat den Aufenthalt bei {{house}} neu berechnet',
    changeUnchanged: '{{who}} hat den Aufenthalt unverändert gespeichert',
    override: ', unter Aufhebung der Buchungsregeln (Grund: {{reason}})',
    newPrice: '; neuer Preis {{price}}',
    resendConfirmation: '{{who}} hat die Buchungsbestätigung erneut gesendet',
    resendDocuments: '{{who}} hat die Reiseunterlagen erneut gesendet',
    addBlock: '{{who}} hat {{from}} – {{to}} gesperrt',
    removeBlock: '{{who}} hat die Sperre {{from}} – {{to}} aufgehoben',
    note: ' ({{note}})',
    updatePrice: '{{who}} hat den Wochenpreis der Saison {{from}} – {{to}} von {{was}} auf {{now}} geändert',
    createExportUrl: '{{who}} hat den Kalender-Exportlink erstellt',
    revokeExportUrl: '{{who}} hat den Kalender-Exportlink widerrufen',
    registerCalendar: '{{who}} hat den Eigentümerkalender „{{label}}“ hinzugefügt',
    removeCalendar: '{{who}} hat den Eigentümerkalender „{{label}}“ samt seinen Sperren entfernt',
    catalogueAdd: '{{who}} hat das Haus aus einer Katalogdatei angelegt',
    catalogueChange: '{{who}} hat das Haus aus einer Katalogdatei geändert: {{fields}}',
    catalogueUnpublish: '{{who}} hat das Haus offline genommen, weil es in der Katalogdatei fehlte',
    importCalendars:
      '{{who}} hat die Eigentümerkalender importiert (neu: {{added}}, verschoben: {{moved}}, entfernt: {{removed}}, Konflikte: {{conflicts}})',
  },
};

export default staffAudit;
