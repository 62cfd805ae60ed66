/**
 * Browser-test helpers shared by the cart, booking and journey tests:
 * free stays from a house's availability, the calendar's day cells, and
 * the checkout form (fill in, retype, submit, read the errors block).
 */
import { expect } from 'chai';
import type { YearAvailability } from '../../contract/api/types.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';
import type { TestPage } from './browser.ts';

/** A stay the calendar offers (seen on `today`): a free check-in from `after` on and a changeover check-out `nights` later within the free run. */
export function pickStay(perYear: readonly YearAvailability[], after: string, nights = 7, today = '2026-11-21'): { from: string; to: string } {
  for (let day = after; day < '2027-11-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(perYear, day, today)) continue;
    const to = addDays(day, nights);
    const last = lastCheckOut(perYear, day);
    if (isChangeoverDay(to) && last && nightsBetween(to, last) >= 0) return { from: day, to };
  }
  throw new Error('no free stay');
}

/** The calendar's day button, after paging to its month. */
export async function showDay(page: TestPage, day: string) {
  await page.waitForSelector('.rdp-button_next');
  for (let i = 0; i < 14 && !(await page.$(`[data-day="${day}"] button`)); i++) await page.click('.rdp-button_next');
  return (await page.waitForSelector(`[data-day="${day}"] button`))!;
}

/** An element's text, white space collapsed. */
export const text = (page: TestPage, selector: string) => page.$eval(selector, (el) => (el.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim());
export const value = (page: TestPage, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);

/** Replaces a text field's value as a person would: select it, type over it. */
export async function retype(page: TestPage, selector: string, typed: string) {
  await page.focus(selector);
  await page.$eval(selector, (el) => (el as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, typed);
}

/** The checkout's errors block after an attempt: its heading, its messages, and where the focus is. */
export async function errorsBlock(page: TestPage) {
  await page.waitForSelector('#checkout-errors');
  await page.waitForFunction(() => document.activeElement?.id === 'checkout-errors');
  return {
    heading: await text(page, '#checkout-errors-heading'),
    items: await page.$$eval('#checkout-errors li', (lis) => lis.map((li) => (li.textContent ?? '').trim())),
  };
}

/** Clicks finish and waits until the form has answered the attempt (refused: the errors block is shown anew). */
export async function submit(page: TestPage) {
  const before = Number(await page.$eval('.checkout-form', (f) => f.getAttribute('data-attempt')));
  await page.click('.checkout-finish__button');
  await page.waitForFunction((n) => Number(document.querySelector('.checkout-form')?.getAttribute('data-attempt')) > n, {}, before);
}

/** Fills in the checkout form (all but the terms) for Anna Müller. */
export async function fillForm(page: TestPage, email: string) {
  await page.click('label[for="checkout-title-Ms"]');
  await page.type('#checkout-firstName', 'Anna');
  await page.type('#checkout-lastName', 'Müller');
  await page.type('#checkout-birthDate', '17051980');
  expect(await value(page, '#checkout-birthDate')).to.equal('17/05/1980');
  await page.type('#checkout-nationality', 'German');
  await page.type('#checkout-address', 'Hauptstraße 5');
  await page.type('#checkout-zipCode', '80331');
  await page.type('#checkout-city', 'München');
  await page.select('#checkout-countryIso', 'AT');
  await page.type('#checkout-mobilePhone', '+49 171 1234567');
  await page.type('#checkout-email', email);
  await page.type('#checkout-arrivalTransportNumber', 'FI 521');
  await page.click('label[for="checkout-departureTransportType-2"]');
  await page.type('#checkout-departureTransportNumber', 'Norröna');
  await page.click('label[for="checkout-checkInCenter-1"]');
}
