/**
 * The address a person opens to reach a server listening on `host`: a wildcard
 * (0.0.0.0, ::, the default) is reached on this machine as localhost; an IPv6
 * address goes in brackets.
 */
export function listeningUrl(host: string, port: number): string {
  if (host === '' || host === '0.0.0.0' || host === '::' || host === '[::]') return `http://localhost:${port}`;
  return host.includes(':') && !host.startsWith('[') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
