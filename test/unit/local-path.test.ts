import { expect } from 'chai';
import { localPath } from '../../contract/local-path.ts';

describe('local return paths (contract/local-path)', () => {
  it('keeps paths on this site with their query, resolving dot segments', () => {
    expect(localPath('/en/accommodation/?search=vik')).to.equal('/en/accommodation/?search=vik');
    expect(localPath('/')).to.equal('/');
    expect(localPath('/en/a/../b/')).to.equal('/en/b/');
    expect(localPath('/de/merkliste/#top')).to.equal('/de/merkliste/');
    expect(localPath('/%2F%2Fevil.example/')).to.equal('/%2F%2Fevil.example/');
  });

  it('refuses anything a browser could read as another origin', () => {
    const bad = [
      '',
      'en/accommodation/',
      '//evil.example/phish',
      '///evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      '/..//evil.example/phish',
      '/en/../..//evil.example/',
      '/%2e%2e//evil.example/phish',
      '/%2E%2E//evil.example/',
      '/.%2e//evil.example/',
      'https://evil.example/',
      'http:/evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '/en/\u0000x',
      '/en/\u007fx',
      `/${'a'.repeat(2000)}`,
    ];
    for (const path of bad) expect(localPath(path), JSON.stringify(path)).to.equal(null);
  });
});
