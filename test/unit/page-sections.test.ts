import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { pageSections, type PageSlice } from '../../src/components/editorial/page-sections.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A shared slice as a document written before the slices were shared held it (repeated fields in items). */
function legacy(slice: PageSlice & { primary: Record<string, unknown> }): unknown {
  const { columns, images, ...primary } = slice.primary as Record<string, unknown>;
  return { slice_type: slice.slice_type, slice_label: null, primary, items: columns ?? images };
}

describe('information page body: shared slices and their legacy shape', () => {
  const page = (lang: string) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'content', lang, 'pages/about-sumarhus.json'), 'utf8')).data
      .body as Array<PageSlice & { primary: Record<string, unknown> }>;

  it('reads the shared slices of the content folder', () => {
    const sections = pageSections(page('en-gb'));
    expect(sections.map((s) => s.kind)).to.deep.equal(['text_columns', 'image_grid']);
    expect(sections[0]).to.deep.include({ title: 'Who we are' });
    expect(sections[0].kind === 'text_columns' && sections[0].columns).to.have.length(2);
    expect(sections[1].kind === 'image_grid' && sections[1].images[0].caption).to.equal('Near Reykjavík');
  });

  it('reads a document still in the legacy shape into the same sections', () => {
    for (const lang of ['en-gb', 'de-de']) {
      const body = page(lang);
      expect(pageSections(body.map(legacy) as PageSlice[]), lang).to.deep.equal(pageSections(body));
    }
  });

  it('leaves out unknown slices, variations it does not know and empty entries', () => {
    const body = [
      null,
      { slice_type: 'quote', primary: {} },
      { slice_type: 'text_columns', variation: 'wide', primary: { title: 'Later' } },
      { slice_type: 'image_grid', variation: 'default', primary: { title: null } },
    ] as unknown as PageSlice[];
    expect(pageSections(body)).to.deep.equal([{ kind: 'image_grid', title: null, images: [] }]);
  });
});
