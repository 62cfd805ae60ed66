import { expect } from 'chai';
import { csvField, csvFile } from '../../server/api/staff/csv.ts';

describe('staff bookings CSV fields', () => {
  it('leaves plain values as they are', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(csvField('Anna Müller', locale)).to.equal('Anna Müller');
      expect(csvField(null, locale)).to.equal('');
    }
  });

  it('writes amounts with the language’s decimal mark, never quoted or defused', () => {
    expect(csvField({ cents: 123450 }, 'en')).to.equal('1234.50');
    expect(csvField({ cents: 123450 }, 'de')).to.equal('1234,50');
    expect(csvField({ cents: 5 }, 'de')).to.equal('0,05');
    expect(csvField({ cents: -300 }, 'en')).to.equal('-3.00');
    expect(csvField({ cents: -300 }, 'de')).to.equal('-3,00');
  });

  it('quotes a value holding a semicolon, comma, quote, tab or line break, in either format', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(csvField('a;b', locale)).to.equal('"a;b"');
      expect(csvField('a,b', locale)).to.equal('"a,b"');
      expect(csvField('say "hi"', locale)).to.equal('"say ""hi"""');
      expect(csvField('a\tb', locale)).to.equal('"a\tb"');
      expect(csvField('a\r\nb', locale)).to.equal('"a\r\nb"');
    }
  });

  it('defuses a formula at the start and after any separator, so no reader finds one', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(csvField('=1+1', locale)).to.equal("'=1+1");
      expect(csvField('@SUM(A1)', locale)).to.equal("'@SUM(A1)");
      expect(csvField('x;=1+1', locale)).to.equal(`"x;'=1+1"`);
      expect(csvField('x,+1', locale)).to.equal(`"x,'+1"`);
      expect(csvField('x\n-1', locale)).to.equal(`"x\n'-1"`);
      expect(csvField('x; =1', locale)).to.equal('"x; =1"');
      expect(csvField('Müller-Lüdenscheidt', locale)).to.equal('Müller-Lüdenscheidt');
    }
  });

  it('separates with commas in English and semicolons in German, after a byte-order mark, CRLF lines', () => {
    const rows = [
      ['name', 'total'],
      ['Jürgen; Ltd', { cents: 5050 }],
    ];
    expect(csvFile(rows, 'en')).to.equal('\uFEFFname,total\r\n"Jürgen; Ltd",50.50\r\n');
    expect(csvFile(rows, 'de')).to.equal('\uFEFFname;total\r\n"Jürgen; Ltd";50,50\r\n');
  });
});
