import type en from '../en/common.ts';

const common: typeof en = {
  siteName: 'Sumarhus',
  tagline: 'Ferienhäuser in Island',
  loading: 'Wird geladen…',
  breadcrumb: 'Brotkrumennavigation',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  backHome: 'Zurück zur Startseite',
};
export default common;
