import type { Locator, Page } from '@playwright/test';
import {
  MIN_READABLE_SCALE,
  printableArea,
  type Orientation,
  type PaperSize,
} from '../src/shared/family-tree/branch-print';
import { paths } from '../src/web/config/paths';
import {
  adminToken,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  test,
} from './fixtures';
import { startServer } from './server';

// The chart on a desktop (`?member=` focus, drag, zoom, «توسيط», keyboard) and the
// branch's print view. Few tests, each walking through several things, for CI's budget.

const FOUNDER = 'سالم بن عبدالله المثال';
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Member {
  id: number;
  name: string;
  generation: number;
  parent: number | null;
}

async function listMembers(baseURL: string): Promise<Member[]> {
  return (await (await fetch(`${baseURL}/api/family-members/`)).json()) as Member[];
}

/** A demo member by name (and generation: «خالد بن عبدالله المثال» is a grandson and a great-great-grandson). */
function find(members: Member[], name: string, generation?: number): Member {
  const found = members.find(
    (m) => m.name === name && (generation === undefined || m.generation === generation),
  );
  if (!found) throw new Error(`no member named ${name}`);
  return found;
}

const card = (page: Page, id: number): Locator => page.locator(`[data-member-id="${id}"]`).first();

const middleOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The id of the card holding the keyboard's focus. */
const focusedCardId = (page: Page) =>
  page.evaluate(() => Number(document.activeElement?.closest<HTMLElement>('[data-card]')?.dataset.memberId));

test(
  '?member= opens the branch down to the member, centres their card and marks it',
  layout,
  async ({ page, baseURL }) => {
    const members = await listMembers(baseURL!);
    // Five generations down, below cards the mobile list starts closed.
    const target = find(members, 'سعود بن سالم المثال', 5);
    // The server's page cache may hold /family-tree as rendered without a member (or for another):
    // the page must hydrate from it without a mismatch and focus all the same.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(paths.familyTree);
    await page.goto(paths.familyTreeFocus(target.id));
    const focused = card(page, target.id);
    await expect(focused).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-member-id][aria-current="true"]')).toHaveCount(1);
    await expect(focused).toBeInViewport();
    if (isMobile(page)) {
      // Each entry on the way down is open.
      let above = members.find((m) => m.id === target.parent);
      while (above) {
        await expect(page.locator(`li[data-member-id="${above.id}"] > h3 > button`)).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        above = members.find((m) => m.id === above!.parent);
      }
    } else {
      // In the middle of the chart's view, unless the chart cannot scroll that far.
      const scroller = page.getByTestId('desktop-tree');
      const [view, middle] = [(await scroller.boundingBox())!, await middleOf(focused)];
      expect(Math.abs(middle.x - (view.x + view.width / 2))).toBeLessThan(40);
    }
    await expect(focused.getByRole('link').first()).toHaveAttribute('href', paths.familyMember(target.id));

    // An unknown id just shows the tree.
    await page.goto(paths.familyTreeFocus(987654321));
    await expect(page.locator('[data-tree-ready]')).toBeVisible();
    await expect(page.locator('[data-member-id][aria-current]')).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test('the desktop chart drags, zooms with Ctrl + wheel, recentres, and is walked by keyboard', async ({
  page,
  baseURL,
}) => {
  const members = await listMembers(baseURL!);
  const founder = find(members, FOUNDER);
  await page.goto(paths.familyTree);
  const scroller = page.getByTestId('desktop-tree');
  await expect(scroller).toHaveAttribute('data-tree-ready', 'true');
  await scroller.scrollIntoViewIfNeeded();
  const scrollLeft = () => scroller.evaluate((el) => el.scrollLeft);

  // A drag that starts on a card moves the chart and does not open the card's page.
  const before = await scrollLeft();
  const start = await middleOf(card(page, founder.id));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 150, start.y, { steps: 4 });
  await page.mouse.move(start.x - 300, start.y, { steps: 4 });
  await page.mouse.up();
  expect(await scrollLeft()).toBeCloseTo(before + 300, -1);
  await expect(page).toHaveURL(/\/family-tree$/);

  // Ctrl + wheel zooms the chart, not the page; one notch is one step.
  const zoom = page.getByTestId('zoom-value');
  const middle = await middleOf(scroller);
  await page.mouse.move(middle.x, middle.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(zoom).toHaveText('110%');

  // «توسيط» brings the founder back to the middle.
  await page.getByRole('button', { name: 'توسيط' }).click();
  await expect
    .poll(async () => {
      const [view, founderCard] = [(await scroller.boundingBox())!, await middleOf(card(page, founder.id))];
      return Math.abs(founderCard.x - (view.x + view.width / 2));
    })
    .toBeLessThan(20);

  // One tab stop: only the founder's card (its links and button) is in the tab order.
  const outsideActive = await scroller.evaluate(
    (el, id) =>
      [...el.querySelectorAll('[tabindex="0"]')].filter(
        (node) => node.closest<HTMLElement>('[data-card]')?.dataset.memberId !== String(id),
      ).length,
    founder.id,
  );
  expect(outsideActive).toBe(0);
  await page.getByRole('button', { name: 'تكبير', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(card(page, founder.id).getByRole('link', { name: FOUNDER })).toBeFocused();

  // Down to a child, then left: the card drawn to its left (the next, younger one in Arabic).
  await page.keyboard.press('ArrowDown');
  const child = await focusedCardId(page);
  expect(members.find((m) => m.id === child)?.parent).toBe(founder.id);
  await page.keyboard.press('ArrowLeft');
  const left = await focusedCardId(page);
  expect((await middleOf(card(page, left))).x).toBeLessThan((await middleOf(card(page, child))).x);
  await page.keyboard.press('ArrowRight');
  expect(await focusedCardId(page)).toBe(child);
  await page.keyboard.press('ArrowUp');
  expect(await focusedCardId(page)).toBe(founder.id);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  // Enter opens the member's page.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${paths.familyMember(left)}$`));
});

test('the branch prints four generations without the site’s frame', async ({ page, baseURL }) => {
  const members = await listMembers(baseURL!);
  const founder = find(members, FOUNDER);
  const fourth = find(members, 'عبدالله بن خالد المثال', 4);
  const fifth = find(members, 'خالد بن عبدالله المثال', 5);
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });
  await page.goto(paths.familyMemberPrint(founder.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`فرع ${FOUNDER}`);
  const chart = page.getByTestId('branch-chart');
  await expect(chart.locator(`[data-member-id="${fourth.id}"]`)).toContainText('أولاد لم يُعرضوا: 2');
  await expect(chart.locator('[data-branch-generation="4"]').first()).toBeVisible();
  await expect(chart.locator('[data-branch-generation="5"]')).toHaveCount(0);
  await expect(chart.locator(`[data-member-id="${fifth.id}"]`)).toHaveCount(0);
  // Right to left: the eldest son stands right of his brother.
  const [eldest, next] = [find(members, 'عبدالله بن سالم المثال'), find(members, 'محمد بن سالم المثال')];
  expect((await middleOf(chart.locator(`[data-member-id="${eldest.id}"]`))).x).toBeGreaterThan(
    (await middleOf(chart.locator(`[data-member-id="${next.id}"]`))).x,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'طباعة', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'true');

  await page.emulateMedia({ media: 'print' });
  for (const chrome of await page.locator('header, nav, footer').all()) await expect(chrome).toBeHidden();
  await expect(page.getByRole('button', { name: 'طباعة', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A member the family hides («—», kept for a visible son) has no page, no print and no link.
  const token = await adminToken(baseURL!);
  const hidden = await apiCall<{ data: { id: number } }>(baseURL!, token, '/api/family-members/create.php', {
    method: 'POST',
    body: {
      name: unique('محجوب بن سالم'),
      generation: 2,
      parent: founder.id,
      gender: 'male',
      visibility: 'hidden',
    },
  });
  await apiCall(baseURL!, token, '/api/family-members/create.php', {
    method: 'POST',
    body: {
      name: unique('ظاهر بن محجوب'),
      generation: 3,
      parent: hidden.body.data.id,
      gender: 'male',
      visibility: 'public',
    },
  });
  await page.goto(paths.familyMemberPrint(hidden.body.data.id));
  await expect(
    page.getByRole('heading', { name: 'لم يتم العثور على هذا الفرد في شجرة العائلة' }),
  ).toBeVisible();
  await page.goto(paths.familyTreeFocus(hidden.body.data.id));
  const dash = card(page, hidden.body.data.id);
  await expect(dash).toContainText('—');
  await expect(dash).not.toHaveAttribute('aria-current', 'true');
  await expect(dash.getByRole('link')).toHaveCount(0);

  // An unknown id: the not-found state, and the way back to the tree.
  await page.goto(paths.familyMemberPrint(987654321));
  await page.getByRole('link', { name: 'العودة إلى شجرة العائلة' }).click();
  await expect(page).toHaveURL(/\/family-tree$/);
});

/** The ids of every card in the branch's chart (the first sheet draws the whole of it), in order. */
async function cardsOfTheBranch(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('branch-chart')
    .locator('.bp-card')
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.memberId)));
  return ids.sort((a, b) => a - b);
}

/** The cards wholly inside a sheet's window (their ids), those a window cuts through, and the windows. */
async function cardsOnSheets(page: Page): Promise<{ whole: number[]; cut: string[]; windows: DOMRect[] }> {
  return page.evaluate(() => {
    const windows = [...document.querySelectorAll('.bp-window')];
    const whole: number[] = [];
    const cut: string[] = [];
    for (const window of windows) {
      const frame = window.getBoundingClientRect();
      for (const card of window.querySelectorAll<HTMLElement>('.bp-card')) {
        const box = card.getBoundingClientRect();
        const inside =
          box.left >= frame.left - 0.5 &&
          box.right <= frame.right + 0.5 &&
          box.top >= frame.top - 0.5 &&
          box.bottom <= frame.bottom + 0.5;
        const outside =
          box.right <= frame.left + 0.5 ||
          box.left >= frame.right - 0.5 ||
          box.bottom <= frame.top + 0.5 ||
          box.top >= frame.bottom - 0.5;
        if (inside) whole.push(Number(card.dataset.memberId));
        else if (!outside) cut.push(card.textContent ?? '');
      }
    }
    return {
      whole,
      cut,
      windows: windows.map((window) => window.getBoundingClientRect().toJSON() as DOMRect),
    };
  });
}

/**
 * The tests that count the sheets of the demo founder's branch run on a site of their own, seeded
 * as new: the other tests on the worker's server add members under him, which widens his branch
 * (A3 then needed two sheets where it holds the seeded branch on one).
 */
const onTheSeededDemo = test.extend<{ seeded: string }>({
  // eslint-disable-next-line no-empty-pattern
  seeded: async ({}, use) => {
    const site = await startServer();
    await use(site.baseURL);
    await site.dispose();
  },
});

onTheSeededDemo(
  'a branch too wide for the sheet is fitted, or split across sheets to stay readable, no card cut or off the paper',
  layout,
  async ({ page, seeded }) => {
    const members = await listMembers(seeded);
    const founder = find(members, FOUNDER);
    await page.goto(seeded + paths.familyMemberPrint(founder.id));
    const screen = page.viewportSize()!;
    const pages = page.locator('.bp-pages');
    expect((await cardsOfTheBranch(page)).length).toBeGreaterThan(20);

    // The demo's founder: four generations are some 2,000 px wide. On A4 that is two sheets; A3 holds
    // them on one, shrunk.
    for (const [paper, sheets] of [
      ['A4', 2],
      ['A3', 1],
    ] as [PaperSize, number][]) {
      await page.getByRole('radio', { name: paper }).check();
      await expect(page.locator('.bp-window')).toHaveCount(sheets);
      await expect(page.locator('[data-print-summary]')).toContainText(
        sheets === 1 ? 'صفحة واحدة' : 'صفحتين',
      );
      const scale = Number(await pages.getAttribute('data-scale'));
      expect(scale).toBeGreaterThanOrEqual(MIN_READABLE_SCALE);
      expect(scale).toBeLessThanOrEqual(1);

      // On screen: every sheet is shown whole, neither side cut off.
      const region = (await page.getByRole('region', { name: /^فرع / }).boundingBox())!;
      for (const window of await page.locator('.bp-window').all()) {
        const box = (await window.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(region.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width + 1);
      }
      await expectNoHorizontalOverflow(page);

      // On paper, laid out on the printable area: each sheet inside it, each card whole on a sheet.
      const orientation = (await pages.getAttribute('data-orientation')) as Orientation;
      const area = printableArea(paper, orientation);
      await page.setViewportSize(area);
      await page.emulateMedia({ media: 'print' });
      const { whole, cut, windows } = await cardsOnSheets(page);
      expect(cut).toEqual([]);
      expect([...new Set(whole)].sort((a, b) => a - b)).toEqual(await cardsOfTheBranch(page));
      for (const window of windows) {
        expect(window.left).toBeGreaterThanOrEqual(-0.5);
        expect(window.right).toBeLessThanOrEqual(area.width + 0.5);
        expect(window.height).toBeLessThanOrEqual(area.height);
      }
      // The first sheet holds the title above its window, and its number below it.
      expect(windows[0]!.bottom + 24).toBeLessThanOrEqual(area.height);
      // And Chromium prints one page per sheet, none spilling onto another.
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(sheets);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(screen);
    }
    await expectNoSeriousA11yViolations(page);
  },
);

onTheSeededDemo(
  'the sheets follow the chart when its text changes size after it was measured, as when the Arabic font arrives late',
  async ({ page, seeded }) => {
    test.skip(isMobile(page), 'the plan does not depend on the screen: the wide chart checks it once');
    const founder = find(await listMembers(seeded), FOUNDER);
    await page.goto(seeded + paths.familyMemberPrint(founder.id));
    await expect(page.locator('[data-print-summary]')).toContainText('صفحتين');

    // Taller cards, as a font with other metrics makes them: the sheets must grow to hold them. The
    // branch is read with the sheets each time: the suites beside this one add members to the demo's
    // family, and the page shows them when it fetches the branch again.
    await page.addStyleTag({ content: '.bp-card { padding-block: 2.5rem; }' });
    await expect
      .poll(async () => {
        const { whole, cut } = await cardsOnSheets(page);
        const notWhole = (await cardsOfTheBranch(page)).filter((id) => !whole.includes(id));
        return { notWhole, cut };
      })
      .toEqual({ notWhole: [], cut: [] });
  },
);
