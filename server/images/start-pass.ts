/**
 * The start's render pass (prerender.ts) in the background: started once the
 * site serves, so it delays no request; its count in the log; stopped, and
 * waited for, when the server closes.
 */
import type { Logger } from 'pino';
import type { Queryable } from '../db/client.ts';
import { renderMissing } from './prerender.ts';
import type { ImageRenderer } from './render.ts';

export interface RenderPassRun {
  /** Settled once the pass has ended (logged), whatever its outcome. */
  done: Promise<void>;
  stop(): Promise<void>;
}

export function startRenderPass(q: Queryable, renderer: ImageRenderer, logger: Logger): RenderPassRun {
  const stopping = new AbortController();
  const done = renderMissing(q, renderer, {
    signal: stopping.signal,
    onFailure: (err) =>
      logger.error({ image: err.key, variant: err.variant, error: err.message }, 'image cannot be rendered'),
  }).then(
    (pass) =>
      logger.info(
        { ...pass, store: renderer.store.name, stopped: stopping.signal.aborted },
        `pictures rendered at start: ${pass.rendered} variants missing from ${renderer.store.name}`,
      ),
    (err: unknown) => logger.warn({ err }, "the start's picture render pass stopped"),
  );
  return {
    done,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
