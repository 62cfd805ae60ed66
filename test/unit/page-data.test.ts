import { expect } from 'chai';
import { DataWatch } from '../../server/api/catalogue/data-version.ts';
import type { Db } from '../../server/db/client.ts';
import { pageData } from '../../server/render/page-data.ts';
import { pageTags } from '../../server/render/page-tags.ts';

const HOUSE_A = 1;
const HOUSE_B = 2;
const UNDATED = new URLSearchParams();
const DATED = new URLSearchParams({ checkIn: '2027-01-07', checkOut: '2027-01-14' });

function listening(): DataWatch {
  const watch = new DataWatch({} as Db);
  (watch as unknown as { listening: boolean }).listening = true;
  return watch;
}

describe('page cache: what each page depends on (server/render/page-tags.ts, page-data.ts)', () => {
  it('names the data of each kind of page', () => {
    expect(pageTags('house', UNDATED, [HOUSE_A])).to.deep.equal(['content', 'catalogue', 'house-1']);
    expect(pageTags('house', DATED, [HOUSE_A])).to.deep.equal(['content', 'catalogue', 'stays', 'house-1']);
    expect(pageTags('accommodation', UNDATED)).to.deep.equal(['content', 'catalogue']);
    expect(pageTags('region', new URLSearchParams({ months: '2027-07', nights: '7' }))).to.include('stays');
    expect(pageTags('blogPost', UNDATED)).to.deep.equal(['content']);
    expect(pageTags('home', UNDATED)).to.deep.equal(['content', 'catalogue']);
    expect(pageTags(null, UNDATED)).to.deep.equal(['content', 'catalogue', 'stays']);
  });

  it("a booking of house A changes A's page and the dated lists, and leaves house B's page and an undated list", () => {
    let content = 'c1';
    const watch = listening();
    const data = pageData(() => content, watch);
    const stamp = data.stamp()!;
    const pages = {
      houseA: pageTags('house', UNDATED, [HOUSE_A]),
      houseB: pageTags('house', UNDATED, [HOUSE_B]),
      list: pageTags('accommodation', UNDATED),
      datedList: pageTags('accommodation', DATED),
      datedHouseB: pageTags('house', DATED, [HOUSE_B]),
      blog: pageTags('blog', UNDATED),
    };
    for (const [name, tags] of Object.entries(pages)) expect(data.unchanged(stamp, tags), name).to.equal(true);

    watch.receive(`s${HOUSE_A}`);
    expect(data.unchanged(stamp, pages.houseA), 'house A').to.equal(false);
    expect(data.unchanged(stamp, pages.houseB), 'house B').to.equal(true);
    expect(data.unchanged(stamp, pages.list), 'undated list').to.equal(true);
    expect(data.unchanged(stamp, pages.datedList), 'dated list').to.equal(false);
    expect(data.unchanged(stamp, pages.datedHouseB), "house B's page with dates (its similar houses)").to.equal(false);
    expect(data.unchanged(stamp, pages.blog), 'blog').to.equal(true);

    // A page rendered after the booking is fresh until the next change of its data.
    const later = data.stamp()!;
    expect(data.unchanged(later, pages.houseA)).to.equal(true);
    watch.receive('a');
    expect(data.unchanged(later, pages.houseB), 'all stays changed').to.equal(false);
    expect(data.unchanged(later, pages.list)).to.equal(true);
    watch.receive('c');
    expect(data.unchanged(later, pages.list), 'catalogue changed').to.equal(false);
    expect(data.unchanged(later, pages.blog)).to.equal(true);
    content = 'c2';
    expect(data.unchanged(later, pages.blog), 'content published').to.equal(false);
  });

  it('keeps and reuses nothing while the process cannot hear changes', () => {
    const watch = listening();
    const data = pageData(() => 'c1', watch);
    const stamp = data.stamp()!;
    (watch as unknown as { listening: boolean }).listening = false;
    expect(data.stamp()).to.equal(null);
    expect(data.unchanged(stamp, pageTags('blog', UNDATED))).to.equal(false);
  });
});
