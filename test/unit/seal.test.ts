import { expect } from 'chai';
import { sealer } from '../../server/http/seal.ts';

const SECRET = 'seal-test-secret-of-at-least-thirty-two-chars';
const VALUE = JSON.stringify({ bookingCode: '13572468', email: 'anna.private@example.com' });

describe('sealed values (server/http/seal.ts)', () => {
  let clock = Date.parse('2027-12-01T09:00:00Z');
  const seal = sealer(SECRET, () => clock);

  it('gives the value back for its purpose until it expires', () => {
    const token = seal.seal('booked', VALUE, 60);
    expect(seal.unseal('booked', token)).to.equal(VALUE);
    clock += 59_000;
    expect(seal.unseal('booked', token)).to.equal(VALUE);
    clock += 1_000;
    expect(seal.unseal('booked', token), 'expired').to.equal(null);
  });

  it('hides the value: no part of the token, decoded, shows it', () => {
    const token = seal.seal('booked', VALUE, 60);
    expect(token).to.match(/^[A-Za-z0-9_-]+$/);
    for (const part of token.split('.')) {
      for (const encoding of ['base64url', 'base64', 'hex'] as const)
        expect(Buffer.from(part, encoding).toString('latin1')).to.not.include('anna.private');
    }
    expect(seal.seal('booked', VALUE, 60), 'a fresh IV each time').to.not.equal(token);
  });

  it('refuses a changed token, another purpose, another secret and what is no token', () => {
    const token = seal.seal('booked', VALUE, 60);
    const bytes = Buffer.from(token, 'base64url');
    for (const i of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[i] ^= 1;
      expect(seal.unseal('booked', changed.toString('base64url')), `byte ${i}`).to.equal(null);
    }
    expect(seal.unseal('test gateway page', token)).to.equal(null);
    expect(sealer(`${SECRET}-other`, () => clock).unseal('booked', token)).to.equal(null);
    for (const junk of [undefined, '', 'x', 'a.b.c', token.slice(0, 20)])
      expect(seal.unseal('booked', junk), String(junk)).to.equal(null);
  });
});
