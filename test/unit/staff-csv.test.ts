import { expect } from 'chai';
import { csvField } from '../../server/api/staff/csv.ts';

describe('staff bookings CSV fields', () => {
  it('leaves plain values and numbers as they are', () => {
    expect(csvField('Anna Müller')).to.equal('Anna Müller');
    expect(csvField(12.5)).to.equal('12.5');
    expect(csvField(-3)).to.equal('-3');
    expect(csvField(null)).to.equal('');
  });

  it('quotes a value holding a semicolon, comma, quote, tab or line break', () => {
    expect(csvField('a;b')).to.equal('"a;b"');
    expect(csvField('a,b')).to.equal('"a,b"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('a\tb')).to.equal('"a\tb"');
    expect(csvField('a\r\nb')).to.equal('"a\r\nb"');
  });

  it('defuses a formula at the start and after any separator, so no reader finds one', () => {
    expect(csvField('=1+1')).to.equal("'=1+1");
    expect(csvField('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvField('x;=1+1')).to.equal(`"x;'=1+1"`);
    expect(csvField('x,+1')).to.equal(`"x,'+1"`);
    expect(csvField('x\n-1')).to.equal(`"x\n'-1"`);
    expect(csvField('x; =1')).to.equal('"x; =1"');
    expect(csvField('Müller-Lüdenscheidt')).to.equal('Müller-Lüdenscheidt');
  });
});
