import type { Page } from 'playwright-core';
import { cardsOnPage } from './cardsOnPage';

/** How a card looks, in what a link card changes when the pointer is on it. */
const cardLook = (page: Page, index: number) =>
  page.locator(`[data-checked-card="${index}"]`).evaluate((card) => {
    const style = getComputedStyle(card);
    return [style.cursor, style.transform, style.boxShadow, style.borderColor].join(' | ');
  });

/**
 * The cards of a hydrated page that are no single link a click anywhere on them reaches and
 * still look like one, each as "path "heading" what is wrong". Seen at 1440 px with reduced
 * motion, so nothing slides while a card is scrolled to or hovered; the page is left so.
 */
export async function deadEndCards(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  for (const card of await page.evaluate(cardsOnPage)) {
    if (card.destinations.length > 1) {
      found.push(`${path} "${card.heading}" leads to ${card.destinations.join(', ')}`);
    } else if (card.missed.length > 0) {
      found.push(`${path} "${card.heading}": its link misses ${card.missed.join(', ')}`);
    } else if (card.destinations.length === 0) {
      // A card with no link must not answer the pointer as link cards do.
      const before = await cardLook(page, card.index);
      await page.locator(`[data-checked-card="${card.index}"]`).hover();
      const after = await cardLook(page, card.index);
      if (before !== after || before.startsWith('pointer')) {
        found.push(`${path} "${card.heading}" looks clickable and leads nowhere`);
      }
    }
  }
  return found;
}
