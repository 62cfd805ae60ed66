import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from '../../server/logger.ts';
import { maskUrl } from '../../server/logging/mask-url.ts';

describe('maskUrl: URLs in logs without secrets', () => {
  it("masks the lookup's e-mail address and booking code, in any case or encoding of the name, and keeps the rest", () => {
    expect(maskUrl('/api/reservation?email=anna%40example.com&bookingCode=12345678')).to.equal(
      '/api/reservation?email=…&bookingCode=…',
    );
    expect(maskUrl('/api/reservation?EMAIL=a@b.is&bookingcod%65=1&lang=de')).to.equal(
      '/api/reservation?EMAIL=…&bookingcod%65=…&lang=de',
    );
    expect(maskUrl('/en/my-booking/?email=anna@example.com')).to.equal('/en/my-booking/?email=…');
  });

  it("masks a document link's signature and booking code (keeping its expiry) and a calendar export's token", () => {
    expect(maskUrl('/api/reservation/12345678/documents/invoice.pdf?exp=1900000000&sig=abc_-')).to.equal(
      '/api/reservation/…/documents/invoice.pdf?exp=1900000000&sig=…',
    );
    expect(maskUrl('/api/reservation/12345678/payments/3/paid')).to.equal('/api/reservation/…/payments/3/paid');
    expect(maskUrl('/api/calendars/Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbi0wMTIzNDU2.ics')).to.equal('/api/calendars/….ics');
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of [
      '/',
      '/api/reservation/countries',
      '/api/houses/search?search=vík&limit=30',
      '/x?a&&b=',
      'http://localhost:3000',
    ])
      expect(maskUrl(url)).to.equal(url);
    expect(maskUrl('/x?%E0%A4%A=1&email')).to.equal('/x?%E0%A4%A=1&email=…');
  });
});

describe('the logger redacts secrets', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger({ env: 'production', logLevel: 'info' }, stream);
    return {
      logger,
      text: () => lines.join('\n'),
      entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    };
  }

  it('never writes e-mail addresses, booking codes, passwords, cookies or authorization, at the top or one level down', () => {
    const { logger, text, entries } = capture();
    logger.info(
      {
        email: 'anna@example.com',
        bookingCode: '12345678',
        bookingCodes: ['87654321'],
        password: 'hunter22',
        houses: 2,
      },
      'top',
    );
    logger.info(
      { user: { email: 'anna@example.com', password: 'hunter22' }, form: { bookingCode: '12345678' } },
      'nested',
    );
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/reservation?email=anna%40example.com&bookingCode=12345678',
          headers: { authorization: 'Bearer eyJsecret', cookie: 'session=s3cr3t', 'x-admin-token': 'admintoken' },
        },
        res: { statusCode: 200, headers: { 'set-cookie': 'session=s3cr3t' } },
      },
      'request completed',
    );
    logger
      .child({ req: { url: '/api/reservation/12345678/documents/invoice.pdf?exp=1&sig=signature' } })
      .error('api error');
    logger.error({ url: '/en/my-booking/?email=anna@example.com' }, 'render error');
    for (const secret of ['anna', '12345678', '87654321', 'hunter22', 'eyJsecret', 's3cr3t', 'admintoken', 'signature'])
      expect(text()).to.not.include(secret);
    const [top, , request] = entries();
    expect(top).to.include({ email: '[Redacted]', houses: 2 });
    expect(request.req).to.deep.include({ method: 'GET', url: '/api/reservation?email=…&bookingCode=…' });
  });
});
