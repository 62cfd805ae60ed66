/**
 * The audit trail in words (src/components/staff/audit-sentences.ts): one sentence per action the
 * back office records, {{who}} being the staff user; the pieces after a sentence (override, newPrice,
 * note) continue it.
 */
const staffAudit = {
  at: 'When',
  action: 'What',
  details: 'Details',
  login: 'Login',
  before: 'Before',
  after: 'After',
  sentences: {
    unknown: '{{who}}: {{action}}',
    recordPayment: '{{who}} recorded a bank transfer of {{amount}}',
    cancel: '{{who}} cancelled the booking, keeping a fee of {{fee}}',
    cancelWaived: '{{who}} cancelled the booking, waiving the fee',
    refund: '{{who}} refunded {{amount}}',
    refundSent: '{{who}} recorded the bank refund as sent on {{date}} (reference {{reference}})',
    changeHouse: '{{who}} moved the stay from house {{from}} to house {{to}}, {{dates}}',
    changeDates: '{{who}} changed the dates at {{house}} from {{from}} to {{to}}',
    changeArrival: '{{who}} changed the arrival at {{house}} from {{from}} to {{to}}',
    changeDeparture: '{{who}} changed the departure at {{house}} from {{from}} to {{to}}',
    changePrice: '{{who}} re-priced the stay at {{house}}',
    changeUnchanged: '{{who}} saved the stay unchanged',
    override: ', overriding the booking rules (reason: {{reason}})',
    newPrice: '; new price {{price}}',
    resendConfirmation: '{{who}} sent the booking confirmation again',
    resendDocuments: '{{who}} sent the travel documents again',
    addBlock: '{{who}} blocked {{from}} – {{to}}',
    removeBlock: '{{who}} removed the block {{from}} – {{to}}',
    note: ' ({{note}})',
    updatePrice: '{{who}} changed the week price of the season {{from}} – {{to}} from {{was}} to {{now}}',
    createExportUrl: '{{who}} created the calendar export link',
    revokeExportUrl: '{{who}} revoked the calendar export link',
    registerCalendar: '{{who}} added the owner calendar “{{label}}”',
    removeCalendar: '{{who}} removed the owner calendar “{{label}}” and its blocks',
    catalogueAdd: '{{who}} added the house from a catalogue file',
    catalogueChange: '{{who}} changed the house from a catalogue file: {{fields}}',
    catalogueUnpublish: '{{who}} unpublished the house, which the catalogue file lacked',
    reason: ' (reason: {{reason}})',
    bankTransfer: '{{who}} recorded a bank transfer of {{amount}} received on {{date}} (reference {{reference}})',
    overpaid: '; {{amount}} more than the booking costs',
    create: {
      link: '{{who}} took the booking on the phone; the guest pays by the e-mailed link',
      account: '{{who}} took the booking on the phone, on the trade partner’s account',
      bank: '{{who}} took the booking on the phone; a bank transfer is expected',
    },
    editGuest: '{{who}} corrected the guest’s details: {{fields}}',
    guestField: '{{field}} “{{was}}” → “{{now}}”',
    noteAdded: '{{who}} added an internal note',
    createApiKey: '{{who}} created the API key “{{label}}” ({{prefix}}…)',
    revokeApiKey: '{{who}} revoked the API key “{{label}}” ({{prefix}}…)',
    importCalendars:
      '{{who}} imported the owner calendars (added: {{added}}, moved: {{moved}}, removed: {{removed}}, conflicts: {{conflicts}})',
  },
};

export default staffAudit;
