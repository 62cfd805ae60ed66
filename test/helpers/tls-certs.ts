import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp.ts';

export interface TestCertificates {
  /** The CA that signed the server's certificate, PEM. */
  ca: string;
  caFile: string;
  /** A certificate for IP address 127.0.0.1 only, so "localhost" is a wrong host name. */
  serverCert: string;
  serverKey: string;
}

/** A throwaway CA and a server certificate it signed, made with openssl. */
export function makeCertificates(): TestCertificates {
  const dir = tempDir('sumarhus-tls-');
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=sumarhus test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', ...ecKey, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=127.0.0.1');
  fs.writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.crt'),
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
  );
  const read = (name: string) => fs.readFileSync(file(name), 'utf8');
  return { ca: read('ca.crt'), caFile: file('ca.crt'), serverCert: read('server.crt'), serverKey: read('server.key') };
}
