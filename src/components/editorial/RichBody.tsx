import type { ImageField, RichText as RichTextValue } from '../../../contract/content.ts';
import { RichText } from '../RichText.tsx';
import { ContentImage } from './ContentImage.tsx';

type Block = RichTextValue[number];

/**
 * Rich text that may hold image and embed blocks (FAQ answers, tabs): text
 * runs go through <RichText>, images become <figure>s, embeds a plain link
 * to the embedded page (no third-party markup is injected).
 */
export function RichBody({ field, className }: { field: RichTextValue | null | undefined; className?: string }) {
  if (!field?.length) return null;
  const parts: Array<{ kind: 'text'; blocks: Block[] } | { kind: 'image' | 'embed'; block: Block }> = [];
  for (const block of field) {
    if (block.type === 'image' || block.type === 'embed') parts.push({ kind: block.type, block });
    else {
      const last = parts[parts.length - 1];
      if (last?.kind === 'text') last.blocks.push(block);
      else parts.push({ kind: 'text', blocks: [block] });
    }
  }
  return (
    <div className={className}>
      {parts.map((part, i) => {
        if (part.kind === 'text') return <RichText key={i} field={part.blocks} />;
        if (part.kind === 'image') {
          const image = part.block as unknown as ImageField;
          return (
            <figure key={i} className="rich-body__figure">
              <ContentImage image={image} sizes="(min-width: 1000px) 50rem, 100vw" />
              {image.copyright && <figcaption>{image.copyright}</figcaption>}
            </figure>
          );
        }
        const embed = (part.block as { oembed?: { embed_url?: string; title?: string; provider_name?: string } })
          .oembed;
        if (!embed?.embed_url || !/^https:\/\//.test(embed.embed_url)) return null;
        return (
          <p key={i} className="rich-body__embed">
            <a href={embed.embed_url} rel="noopener noreferrer" target="_blank">
              {embed.title || embed.provider_name || embed.embed_url}
            </a>
          </p>
        );
      })}
    </div>
  );
}
