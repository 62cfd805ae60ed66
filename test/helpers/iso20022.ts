/**
 * Checks a credit-transfer file against the ISO 20022 schema (pain.001.001.03) with xmllint.
 * The schema is fetched by scripts/fetch-iso20022-schema.sh (.ci/run calls it; xmllint is Debian's
 * libxml2-utils): a test run without them fails saying so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCHEMA = path.resolve(import.meta.dirname, '../../.cache/iso20022/pain.001.001.03.xsd');

/** The schema's complaints about the document (none when it is valid). */
export function pain001Problems(xml: string): string[] {
  if (!fs.existsSync(SCHEMA))
    execFileSync('bash', [path.resolve(import.meta.dirname, '../../scripts/fetch-iso20022-schema.sh')]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pain001-')), 'payouts.xml');
  fs.writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  if (run.error)
    throw new Error(`xmllint is needed to check the payout file (Debian: libxml2-utils): ${run.error.message}`);
  return run.status === 0
    ? []
    : run.stderr
        .split('\n')
        .filter((line) => line && !line.endsWith('fails to validate'))
        .map((line) => line.replace(`${file}:`, 'line '));
}
