// The production build as a process: every error is answered with its status and
// logged as one JSON line with the request id (server/error-handler.ts), nothing
// reaches stderr, and every answer carries the Permissions-Policy.
import { expect } from 'chai';
import { PERMISSIONS_POLICY } from '../../server/http/permissions-policy.ts';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string };
  status?: number;
}

describe('SSR: one error handler, and the Permissions-Policy on every answer', function () {
  this.timeout(180_000);
  let server: ServerProcess;
  before(async () => {
    server = await spawnServer({ MAIL_POLL_SECONDS: '0' });
  });
  after(() => server?.stop());

  const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(server.base + path, { redirect: 'manual', ...init });
  /** The log lines of one request, once its access line is written. */
  async function linesOf(res: Response): Promise<LogLine[]> {
    const id = res.headers.get('x-request-id')!;
    for (let i = 0; i < 100; i++) {
      const lines = server.logs.map((l) => JSON.parse(l) as LogLine).filter((l) => l.req?.id === id);
      if (lines.some((l) => l.msg === 'request completed')) return lines;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no log line of request ${id}`);
  }

  it('answers a broken percent-encoding and a cross-site post with their status, logged as JSON with the request id, nothing on stderr', async () => {
    const api = await send('/api/house/%E0%A4%A', { headers: { accept: 'application/json' } });
    const page = await send('/de/ferienhaus/%E0%A4%A/', { headers: { accept: 'text/html' } });
    const image = await send('/images/%E0%A4%A/card', { headers: { accept: 'image/avif,image/webp,*/*' } });
    // A browser's cross-site form post asks for HTML only: refused 403, not a 406 from the refusal's own formats.
    const crossSite = await send('/en/contact/', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'message=hi',
    });
    expect([api, page, image, crossSite].map((res) => res.status)).to.deep.equal([400, 400, 400, 403]);
    expect(api.headers.get('content-type')).to.match(/^application\/json/);
    expect(await page.text())
      .to.include('<html lang="de">')
      .and.include('Diese Adresse oder dieses Formular konnte nicht gelesen werden.');
    expect(await crossSite.text()).to.equal('This form was sent from another site.');

    for (const res of [page, image]) {
      const refused = (await linesOf(res)).filter((l) => l.msg === 'request refused');
      expect(refused, res.url).to.have.length(1);
      expect(refused[0]).to.include({ level: 30, status: 400 });
    }
    for (const res of [api, crossSite])
      expect(
        (await linesOf(res)).map((l) => l.msg),
        res.url,
      ).to.include('request completed');
    expect(server.logs.filter((l) => !l.startsWith('{'))).to.deep.equal([]);
    expect(server.stderr, 'stderr').to.equal('');
  });

  it('sends the Permissions-Policy with pages (rendered and cached), API answers and error pages', async () => {
    const first = await send('/en/', { headers: { accept: 'text/html' } });
    const cached = await send('/en/', { headers: { accept: 'text/html' } });
    expect(cached.headers.get('x-cache')).to.equal('hit');
    const api = await send('/api/reservation/countries');
    const error = await send('/en/%E0%A4%A/');
    for (const res of [first, cached, api, error])
      expect(res.headers.get('permissions-policy'), res.url).to.equal(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY)
      .to.include('camera=()')
      .and.include('microphone=()')
      .and.include('geolocation=()')
      .and.include('payment=()');
  });
});
