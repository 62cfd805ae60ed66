import { expect } from 'chai';
import { isValidIban } from '../../contract/iban.ts';
import { generateDemoCatalogue } from '../../demo/catalogue/generate.ts';
import { loadReferenceData } from '../../demo/catalogue/reference.ts';
import { parseCatalogue } from '../../server/api/catalogue/import/parse.ts';
import { ROOT } from '../helpers/server.ts';

describe('demo catalogue: owners', function () {
  this.timeout(60_000);
  const reference = loadReferenceData(ROOT);
  const demo = generateDemoCatalogue(reference).catalogue;
  const { owners, houses } = demo;

  it('has about 120 owners for the 220 houses: most own one, some two to five, every house one', () => {
    expect(owners).to.have.length(120);
    const codes = new Set(owners.map((o) => o.code));
    expect(codes.size).to.equal(120);
    for (const h of houses) expect(codes.has(h.owner!), h.code).to.equal(true);
    const count = new Map<string, number>();
    for (const h of houses) count.set(h.owner!, (count.get(h.owner!) ?? 0) + 1);
    expect([...count.values()].every((n) => n >= 1 && n <= 5)).to.equal(true);
    expect([...count.values()].filter((n) => n === 1).length).to.be.greaterThan(60);
    expect(count.size).to.equal(120);
  });

  it('gives them believable details: Icelandic names, example e-mails, valid IBANs, BICs, kennitölur', () => {
    expect(parseCatalogue(JSON.parse(JSON.stringify(demo))).owners).to.deep.equal(owners);
    for (const o of owners) {
      expect(isValidIban(o.iban!), `${o.code} ${o.iban}`).to.equal(true);
      expect(o.iban!.slice(0, 2), o.code).to.equal(o.country);
      expect(o.email, o.code).to.match(/^[a-z0-9.]+@example\.(is|com)$/);
      expect(o.taxNumber, o.code).to.match(/^\d{6}-\d{4}$/);
      expect(o.phone, o.code).to.match(o.country === 'IS' ? /^\+354 \d{3} \d{4}$/ : /^\+4[59] /);
      expect(o.postcode, o.code).to.match(/^\d{3,5}$/);
      expect(o.accountHolder).to.equal(o.name);
    }
    expect(new Set(owners.map((o) => o.email)).size).to.equal(120);
    expect(owners.filter((o) => /(son|dóttir)$/.test(o.name)).length).to.be.greaterThan(100);
    expect(owners.filter((o) => /[þðæö]/i.test(o.name)).length).to.be.greaterThan(20);
    const abroad = owners.filter((o) => o.country !== 'IS').map((o) => o.country);
    expect(abroad.length).to.be.within(2, 15);
    expect(new Set(abroad)).to.deep.equal(new Set(['DE', 'DK']));
  });

  it('charges mostly 20 %, some 15–25 %, and gives a few houses a commission of their own', () => {
    const rates = owners.map((o) => o.commission);
    expect(rates.filter((r) => r === 20).length).to.be.greaterThan(60);
    expect(rates.every((r) => r >= 15 && r <= 25)).to.equal(true);
    expect(new Set(rates).size).to.be.greaterThan(3);
    const own = houses.filter((h) => h.commission !== null);
    expect(own.length).to.be.within(3, 30);
    for (const h of own) expect(h.commission, h.code).to.not.equal(owners.find((o) => o.code === h.owner)!.commission);
  });

  it('is the same for the same seed, and smaller catalogues get fewer owners', () => {
    expect(generateDemoCatalogue(reference).catalogue.owners).to.deep.equal(owners);
    const other = generateDemoCatalogue(reference, { seed: 'another seed' }).catalogue.owners;
    expect(other.map((o) => o.name)).to.not.deep.equal(owners.map((o) => o.name));
    const small = generateDemoCatalogue(reference, { houses: 24 }).catalogue;
    expect(small.owners.length).to.be.within(8, 20);
    expect(new Set(small.houses.map((h) => h.owner))).to.deep.equal(new Set(small.owners.map((o) => o.code)));
  });
});
