/** The letterhead's colours, shared by the PDFs and the HTML mails. */
export const ACCENT = '#1f5f5b';
export const MUTED = '#555555';
