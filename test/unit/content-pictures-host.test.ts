import { expect } from 'chai';
import type { ContentDocument, ContentSource } from '../../contract/content.ts';
import { picturesOnHost } from '../../server/content/pictures-host.ts';

const HOST = 'https://pictures.example.com';

const data = {
  image: { url: '/images/content/cabin-1a2b.jpg', alt: 'A cabin', dimensions: { width: 1600, height: 1067 } },
  prismic: { url: 'https://images.prismic.io/sumarhus/x.jpg', alt: null },
  intro: [
    {
      type: 'paragraph',
      text: 'Contact us',
      spans: [{ start: 0, end: 7, type: 'hyperlink', data: { link_type: 'Web', url: '/en/contact-us/' } }],
    },
    { type: 'image', url: '/images/content/lake-3c4d.jpg', alt: 'A lake', dimensions: { width: 1600, height: 1067 } },
  ],
  caption: '/images/content/not-a-url-field.jpg',
};

const doc = {
  id: 'pages.about.en-gb',
  uid: 'about',
  type: 'pages',
  lang: 'en-gb',
  tags: [],
  first_publication_date: null,
  alternate_languages: [],
  data,
} as unknown as ContentDocument;

const source: ContentSource = {
  getSingle: async () => structuredClone(doc) as never,
  getByUID: async () => structuredClone(doc) as never,
  getByID: async () => structuredClone(doc) as never,
  getAllByType: async () => [structuredClone(doc)] as never,
};

describe('content pictures on the pictures host (PICTURES_PUBLIC_URL)', () => {
  it("names the content folder's pictures on the host, leaving links, Prismic's pictures and other text alone", async () => {
    const [one] = await picturesOnHost(source, HOST).getAllByType('pages', 'en-gb');
    const got = one.data as typeof data;
    expect(got.image.url).to.equal(`${HOST}/images/content/cabin-1a2b.jpg`);
    expect((got.intro[1] as { url: string }).url).to.equal(`${HOST}/images/content/lake-3c4d.jpg`);
    expect((got.intro[0] as (typeof data.intro)[0]).spans![0].data.url).to.equal('/en/contact-us/');
    expect(got.prismic.url).to.equal('https://images.prismic.io/sumarhus/x.jpg');
    expect(got.caption).to.equal('/images/content/not-a-url-field.jpg');
    expect((await picturesOnHost(source, HOST).getByUID('pages', 'about', 'en-gb')).data).to.deep.equal(got);
  });

  it('is the source itself without a host', () => {
    expect(picturesOnHost(source, undefined)).to.equal(source);
  });
});
