import { expect } from 'chai';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Deferred, DeferredContext, NonceContext } from '../../src/navigation/deferred.tsx';

/** Renders a tree and records each chunk with the time it arrived. */
function stream(tree: React.ReactNode): Promise<Array<{ at: number; html: string }>> {
  return new Promise((resolve, reject) => {
    const chunks: Array<{ at: number; html: string }> = [];
    const start = Date.now();
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push({ at: Date.now() - start, html: String(chunk) });
        done();
      },
      final(done) {
        resolve(chunks);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady: () => pipe(sink),
      onShellError: reject,
      onError: () => {},
    });
  });
}

describe('deferred streaming', () => {
  it('streams the shell first and the slow part later, with its value in a nonce script', async () => {
    const slow = new Promise<{ reviews: string[] }>((r) =>
      setTimeout(() => r({ reviews: ['Lovely </script> stay'] }), 150),
    );
    const chunks = await stream(
      <NonceContext.Provider value="abc123">
        <DeferredContext.Provider value={{ reviews: slow }}>
          <main>
            <h1>House</h1>
            <Deferred<{ reviews: string[] }> name="reviews" fallback={<p>loading reviews</p>}>
              {(value) => (
                <ul>
                  {value.reviews.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )}
            </Deferred>
          </main>
        </DeferredContext.Provider>
      </NonceContext.Provider>,
    );
    expect(chunks[0].html).to.contain('<h1>House</h1>').and.contain('loading reviews').and.not.contain('Lovely');
    expect(chunks[0].at).to.be.below(100);
    const later = chunks
      .slice(1)
      .map((c) => c.html)
      .join('');
    expect(later).to.contain('Lovely &lt;/script&gt; stay');
    expect(later).to.match(/<script nonce="abc123">\(self.__DEFERRED__/);
    expect(later).to.contain('Lovely \\u003c/script\\u003e stay');
  });

  it('shows the error fallback when the slow part fails, without failing the page', async () => {
    const failing = Promise.reject(new Error('reviews service down'));
    failing.catch(() => {});
    const html = (
      await stream(
        <DeferredContext.Provider value={{ reviews: failing }}>
          <h1>House</h1>
          <Deferred name="reviews" fallback={<p>loading</p>} errorFallback={<p>reviews unavailable</p>}>
            {() => <p>never</p>}
          </Deferred>
        </DeferredContext.Provider>,
      )
    )
      .map((c) => c.html)
      .join('');
    expect(html).to.contain('<h1>House</h1>');
    expect(html).not.to.contain('never');
  });
});
