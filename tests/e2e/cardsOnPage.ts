export interface CardReport {
  /** Its place among the page's cards, also written on it as data-checked-card. */
  index: number;
  /** The card's heading, to name it in a failure. */
  heading: string;
  /** Where its links lead (each address once). */
  destinations: string[];
  /** Points of the card a click would not reach its link from. */
  missed: string[];
}

/**
 * Runs in the page. Every element that looks like a card: the card surface (a 1px border,
 * the large radius, the raised background, as `cardSurface` draws it) with a heading
 * inside. For each, where its links lead and whether a click anywhere on it reaches its link.
 */
export function cardsOnPage(): CardReport[] {
  const probe = document.createElement('div');
  probe.style.background = 'var(--color-surfaceRaised)';
  probe.style.borderRadius = '1.25rem';
  document.body.append(probe);
  const { backgroundColor: raised, borderTopLeftRadius: radius } = getComputedStyle(probe);
  probe.remove();

  const cards = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => {
    const style = getComputedStyle(element);
    return (
      style.borderTopWidth === '1px' &&
      style.borderTopLeftRadius === radius &&
      style.backgroundColor === raised &&
      element.querySelector('h2, h3, h4') !== null
    );
  });
  return cards.map((card, index) => {
    card.dataset.checkedCard = String(index);
    const heading = card.querySelector('h2, h3, h4')?.textContent ?? '';
    const links = card.matches('a[href]')
      ? [card]
      : [...card.querySelectorAll<HTMLAnchorElement>('a[href]')];
    // A phone number or an e-mail address in a card is a detail it gives, not where it leads.
    const destinations = [
      ...new Set(
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => !/^(tel|mailto):/.test(href)),
      ),
    ];
    const missed: string[] = [];
    if (destinations.length === 1) {
      card.scrollIntoView({ block: 'center' });
      const box = card.getBoundingClientRect();
      const inset = 12;
      const points: [string, number, number][] = [
        ['centre', box.left + box.width / 2, box.top + box.height / 2],
        ['start of the top', box.left + inset, box.top + inset],
        ['end of the top', box.right - inset, box.top + inset],
        ['start of the foot', box.left + inset, box.bottom - inset],
        ['end of the foot', box.right - inset, box.bottom - inset],
      ];
      for (const [name, x, y] of points) {
        if (y < 0 || y > window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        // The sticky header may stand over a tall card's top: that point is not the card's.
        if (hit?.closest('header') && !card.contains(hit)) continue;
        const reached = hit?.closest('a[href]')?.getAttribute('href');
        if (reached !== destinations[0]) missed.push(name);
      }
    }
    return { index, heading, destinations, missed };
  });
}
