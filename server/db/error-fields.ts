/**
 * What the log may show of a database error: its code and message, with any
 * password in a connection string masked. Never the error object itself: pg's
 * pool hangs the failed client on it, settings (and password) included.
 */
export function databaseErrorFields(err: unknown): { code?: string; message: string } {
  const { code, message } = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message : String(err);
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: text.replace(/(\/\/[^:/@\s]*:)[^@\s]*@/g, '$1***@'),
  };
}
