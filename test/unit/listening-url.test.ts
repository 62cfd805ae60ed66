import { expect } from 'chai';
import { listeningUrl } from '../../server/listening-url.ts';

describe('listeningUrl: where the start log says the site is', () => {
  it('names localhost for the wildcard addresses', () => {
    for (const host of ['0.0.0.0', '::', '[::]', ''])
      expect(listeningUrl(host, 3000), host).to.equal('http://localhost:3000');
  });

  it('names a given host or address as it is, IPv6 in brackets', () => {
    expect(listeningUrl('127.0.0.1', 8080)).to.equal('http://127.0.0.1:8080');
    expect(listeningUrl('192.168.1.20', 3000)).to.equal('http://192.168.1.20:3000');
    expect(listeningUrl('localhost', 3000)).to.equal('http://localhost:3000');
    expect(listeningUrl('::1', 3000)).to.equal('http://[::1]:3000');
  });
});
