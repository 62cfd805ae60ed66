/**
 * The calendar that says why, and focus that follows, in Chromium against the production build
 * (FIXED_NOW 2026-11-21), in English at 1280 px and in German at 375 px with the CPU slowed 4×:
 * the calendar opens with focus on the first day it offers; a booked night, a day without
 * arrivals or departures and a free Thursday a booked Saturday leaves no day to leave on look
 * and are named differently, and that Thursday cannot be picked; the cookie notice is the first
 * stop of Tab, and Accept leaves focus on the page, not on the body; Add to cart leaves focus on
 * the way to the cart.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import { openingDay } from '../../contract/calendar-rules.ts';
import { isStayAvailable } from '../../contract/availability.ts';
import { addDays, weekday } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';
import { showDay } from '../helpers/booking.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';
const CODE = 'SH-1042';

const TEXT = {
  en: { booked: ', booked', closed: ', no arrivals or departures on this day', blocked: ', no arrival: the house' },
  de: { booked: ', belegt', closed: ', an diesem Tag keine An- oder Abreise', blocked: ', keine Anreise: das Haus' },
} as const;

const CONFIGS = [
  { locale: 'en', width: 1280, slowdown: 1 },
  { locale: 'de', width: 375, slowdown: 4 },
] as const;

/** The day's cell: its look (class), whether it is disabled, its button's name. */
const dayCell = (page: TestPage, day: string) =>
  page.$eval(`[data-day="${day}"]`, (cell) => ({
    classes: [...cell.classList].filter((c) => c.startsWith('calendar-day--')),
    disabled: cell.hasAttribute('data-disabled'),
    name: cell.querySelector('button')?.getAttribute('aria-label') ?? '',
  }));

const focused = (page: TestPage) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      body: el === document.body || el === null,
      day: el?.closest('[data-day]')?.getAttribute('data-day') ?? null,
      inNotice: !!el?.closest('#cookie-notice'),
      id: el?.id ?? '',
      href: el?.getAttribute('href') ?? null,
      inAdded: !!el?.closest('.price-box__added, .booking-bar'),
    };
  });

describe('the calendar says why, and keyboard focus follows (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  const run = browserRun({ FIXED_NOW });
  /** A free Thursday whose Saturday starts an owner's block: no stay from it can end on a changeover day. */
  let thursday: string;
  const path = {} as Record<Locale, string>;
  let house: HouseDetail;

  before(async function () {
    this.timeout(60_000);
    const base = run.server.url;
    const free = (await (await fetch(`${base}/api/house/${CODE}?include=availabilityPerYear`)).json()) as HouseDetail;
    thursday = addDays(TODAY, 40);
    while (
      weekday(thursday) !== 4 ||
      !isStayAvailable(free.availabilityPerYear!, addDays(thursday, -4), addDays(thursday, 7))
    )
      thursday = addDays(thursday, 1);
    const staff = await loginCookie(base, 'staff@demo.sumarhus.is', 'demo-staff-2027');
    const block = { from: addDays(thursday, 2), to: addDays(thursday, 5), note: 'calendar test' };
    const added = await apiCall(base, 'POST', `/api/staff/houses/${CODE}/blocks`, block, { cookie: staff });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    for (const locale of ['en', 'de'] as const) {
      const res = await fetch(`${base}/api/house/${CODE}?include=availabilityPerYear`, {
        headers: { 'accept-language': locale },
      });
      house = (await res.json()) as HouseDetail;
      path[locale] =
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house.regionSlug}/${house.nameSlug}/`;
    }
  });

  async function open(locale: Locale, width: number, slowdown: number, consent: boolean) {
    const page = await run.browser.newPage({ width, height: width < 750 ? 740 : 900, isMobile: width < 750 });
    if (consent)
      await page
        .browserContext()
        .setCookie({ name: 'consent', value: 'analytics:false', domain: '127.0.0.1', path: '/' });
    await page.emulateCPUThrottling(slowdown);
    await page.goto(run.server.url + path[locale]);
    await page.hydrated(60_000);
    return page;
  }

  for (const { locale, width, slowdown } of CONFIGS) {
    it(`${locale} at ${width} px: opens on the first day offered, with focus there; says why days are refused`, async () => {
      const page = await open(locale, width, slowdown, true);
      await page.focus('.price-box .date-range-field__trigger');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !!document.activeElement?.closest('[data-day]'), { timeout: 20_000 });
      const first = openingDay({
        today: TODAY,
        range: { from: null, to: null },
        availability: house.availabilityPerYear,
      });
      expect(await focused(page)).to.include({ day: first });

      await showDay(page, thursday);
      const blocked = await dayCell(page, thursday);
      expect(blocked, 'a check-in without a check-out').to.include({ disabled: true });
      expect(blocked.classes).to.deep.equal(['calendar-day--blocked']);
      expect(blocked.name).to.contain(TEXT[locale].blocked);

      const booked = await dayCell(page, addDays(thursday, 3)); // the Sunday inside the block
      const closed = await dayCell(page, addDays(thursday, 1)); // a free Friday
      expect(booked).to.include({ disabled: true });
      expect(booked.classes).to.deep.equal(['calendar-day--booked']);
      expect(booked.name).to.match(new RegExp(`${TEXT[locale].booked}$`));
      expect(closed).to.include({ disabled: true });
      expect(closed.classes).to.deep.equal(['calendar-day--closed']);
      expect(closed.name).to.match(new RegExp(`${TEXT[locale].closed}$`));
      expect(await page.$$eval('.calendar-legend li', (items) => items.length)).to.equal(5);
      expect(page.errors).to.deep.equal([]);
    });

    it(`${locale} at ${width} px: the cookie notice is Tab's first stop; after Accept focus stays on the page`, async () => {
      const page = await open(locale, width, slowdown, false);
      await page.keyboard.press('Tab');
      expect((await focused(page)).inNotice, 'first Tab').to.equal(true);
      while (!(await page.evaluate(() => document.activeElement?.getAttribute('data-consent') === 'accept')))
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.getElementById('cookie-notice'));
      expect(await focused(page)).to.include({ body: false, id: 'main' });
      // Tabbing through the page may bring the house's map near: its tiles cannot load offline.
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it(`${locale} at ${width} px: after Add to cart, focus is on the way to the cart`, async () => {
      const page = await open(locale, width, slowdown, true);
      await page.$eval('.price-box__add', (button) => (button as HTMLButtonElement).click());
      await page.waitForSelector('.price-box__added');
      await page.waitForFunction(() => document.activeElement?.closest('.price-box__added'));
      expect(await focused(page)).to.include({
        body: false,
        inAdded: true,
        href: `/${locale}/${locale === 'de' ? 'korb' : 'cart'}/`,
      });
      expect(page.errors).to.deep.equal([]);
    });
  }
});
