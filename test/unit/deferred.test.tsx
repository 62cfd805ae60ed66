import { expect } from 'chai';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Deferred, DeferredContext, NonceContext } from '../../src/navigation/deferred.tsx';

/** Renders a tree and records its chunks; `onFirstChunk` runs once the first has arrived. */
function stream(tree: React.ReactNode, onFirstChunk = () => {}): Promise<Array<{ html: string }>> {
  return new Promise((resolve, reject) => {
    const chunks: Array<{ html: string }> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push({ html: String(chunk) });
        if (chunks.length === 1) onFirstChunk();
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
    // The slow part resolves only once the shell has been written: a renderer that waited for it would never finish.
    let arrive = () => {};
    const slow = new Promise<{ reviews: string[] }>((r) => (arrive = () => r({ reviews: ['Lovely </script> stay'] })));
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
      () => arrive(),
    );
    expect(chunks[0].html).to.contain('<h1>House</h1>').and.contain('loading reviews').and.not.contain('Lovely');
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
