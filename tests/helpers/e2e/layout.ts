import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout assertions: what the eye would see broken, checked from the rendered boxes. A text assertion passes
 * when the text is anywhere in the page; these fail when it is outside the screen, its dialog, or under
 * something else (the PIX dialog once passed every text test with its QR code off screen).
 */
type LayoutOptions = {
  /** A dialog, popover or menu to check instead of the whole page. */
  within?: Locator;
  /** Content that must be whole on screen as it is (the PIX dialog: its amount and QR code). */
  keyContent?: Locator[];
};

type Scope = { isPage: boolean };

/**
 * Runs in the browser. Every rendered element is checked against its container (the viewport or the dialog):
 * none wider than it or sticking out of it sideways, every interactive one inside it, and in a dialog every
 * visible interactive element on top (not under a toast or another layer). Elements inside a region that clips
 * sideways on purpose (a carousel, a truncated text, a horizontal scroller) are judged by that region's box.
 */
function findLayoutProblems(scopeElement: Element | null, { isPage }: Scope): string[] {
  const problems: string[] = [];
  const tolerance = 1;
  const viewport = {
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: window.innerHeight,
  };
  const scope = scopeElement ?? document.body;
  const box = isPage ? viewport : scope.getBoundingClientRect();
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4) : [];
    return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}…"` : ''}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const px = (value: number) => `${Math.round(value)} px`;
  const rendered = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width * rect.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'contents' && Number(style.opacity) !== 0;
  };
  const clipsSideways = (element: Element) => {
    if (element === document.body || element === document.documentElement) return false;
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip.startsWith('rect');
  };
  /** How far the element's own text runs past its box sideways (a label wider than its button, say). */
  const textSpill = (element: Element, rect: DOMRect) => {
    let spill = 0;
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const text = range.getBoundingClientRect();
      spill = Math.max(spill, text.right - rect.right, rect.left - text.left);
    }
    return spill;
  };
  const insideClippingRegion = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== scope; parent = parent.parentElement) {
      if (clipsSideways(parent)) return true;
    }
    return false;
  };

  if (isPage) {
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > tolerance) problems.push(`the page scrolls sideways by ${px(sideways)}`);
  } else {
    const rect = scope.getBoundingClientRect();
    if (rect.left < -tolerance || rect.right > viewport.right + tolerance)
      problems.push(
        `${describe(scope)} sticks out of the screen sideways (${px(rect.left)} to ${px(rect.right)})`,
      );
    if (rect.top < -tolerance || rect.bottom > viewport.bottom + tolerance)
      problems.push(
        `${describe(scope)} sticks out of the screen vertically (${px(rect.top)} to ${px(rect.bottom)})`,
      );
    const sideways = scope.scrollWidth - scope.clientWidth;
    if (sideways > tolerance) {
      const widest = Array.from(scope.querySelectorAll('*')).reduce<Element | null>(
        (best, element) =>
          !best || element.getBoundingClientRect().right > best.getBoundingClientRect().right
            ? element
            : best,
        null,
      );
      problems.push(
        `${describe(scope)} scrolls sideways by ${px(sideways)}${widest ? `; furthest right: ${describe(widest)}` : ''}`,
      );
    }
  }

  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]';
  // Only the outermost element that is off is named: what it holds is off with it.
  const flagged = new Set<Element>();
  const report = (element: Element, problem: string) => {
    flagged.add(element);
    problems.push(problem);
  };
  const insideFlagged = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (flagged.has(parent)) return true;
    }
    return false;
  };
  for (const element of Array.from(scope.querySelectorAll('*'))) {
    if (!rendered(element) || insideClippingRegion(element) || insideFlagged(element)) continue;
    const rect = element.getBoundingClientRect();
    const fixed = getComputedStyle(element).position === 'fixed';
    const container = isPage && !fixed ? viewport : box;
    if (rect.width > container.right - container.left + tolerance) {
      report(
        element,
        `${describe(element)} is ${px(rect.width)} wide in ${px(container.right - container.left)}`,
      );
      continue;
    }
    if (rect.left < container.left - tolerance || rect.right > container.right + tolerance) {
      report(
        element,
        `${describe(element)} sticks out sideways (${px(rect.left)} to ${px(rect.right)} of ${px(container.left)} to ${px(container.right)})`,
      );
      continue;
    }
    const spill = textSpill(element, rect);
    if (spill > tolerance && !clipsSideways(element)) {
      report(element, `${describe(element)}: its text spills ${px(spill)} out of its box`);
      continue;
    }
    if (fixed && (rect.top < -tolerance || rect.bottom > viewport.bottom + tolerance)) {
      report(
        element,
        `${describe(element)} is fixed partly off screen (${px(rect.top)} to ${px(rect.bottom)})`,
      );
      continue;
    }
    if (isPage || !element.matches(interactive)) continue;
    const visibleTop = Math.max(box.top, viewport.top);
    const visibleBottom = Math.min(box.bottom, viewport.bottom);
    const centerY = rect.top + rect.height / 2;
    if (centerY < visibleTop || centerY > visibleBottom) continue; // reached by scrolling the dialog
    const hit = document.elementFromPoint(rect.left + rect.width / 2, centerY);
    // A toast is a passing overlay the customer can swipe away; one that stays over a dialog after its problem
    // is gone is caught by the journeys (no warning toast in a state that does not expect one).
    if (hit && hit !== element && !element.contains(hit) && !hit.closest('[data-testid="toast"]')) {
      report(element, `${describe(element)} is covered by ${describe(hit)}`);
    }
  }
  return problems;
}

/** Runs in the browser: whether an element is whole on screen, inside its scope's visible box, and on top. */
function keyContentProblem(element: Element, scopeElement: Element | null): string | null {
  const rect = element.getBoundingClientRect();
  const name =
    element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
  if (rect.width < 1 || rect.height < 1) return `"${name}" has no size`;
  const bounds = [
    { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight },
    ...(scopeElement ? [scopeElement.getBoundingClientRect()] : []),
  ];
  for (const bound of bounds) {
    if (
      rect.left < bound.left - 1 ||
      rect.right > bound.right + 1 ||
      rect.top < bound.top - 1 ||
      rect.bottom > bound.bottom + 1
    )
      return `"${name}" is not whole on screen (${Math.round(rect.left)},${Math.round(rect.top)} to ${Math.round(rect.right)},${Math.round(rect.bottom)})`;
  }
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  if (hit && hit !== element && !element.contains(hit) && !hit.contains(element))
    return `"${name}" is covered by <${hit.tagName.toLowerCase()}> "${hit.textContent?.trim().slice(0, 40) ?? ''}"`;
  return null;
}

/**
 * Radix keeps a popover's wrapper at translate(0, -200%), off screen, until it has measured where the popover goes,
 * and moves it again when what it is anchored to moves (a dialog still settling after the screen was resized): a
 * state of a few frames, which a loaded machine stretches. Waited out until every wrapper is placed and has not
 * moved between two frames, so only a popover that stays off screen is reported.
 */
async function popoversPlaced(page: Page) {
  const placedAndStill = () => {
    const wrappers = Array.from(
      document.querySelectorAll<HTMLElement>('[data-radix-popper-content-wrapper]'),
    );
    const where = wrappers
      .map((wrapper) => {
        const box = wrapper.getBoundingClientRect();
        return `${wrapper.style.transform} ${box.top} ${box.left} ${box.width} ${box.height}`;
      })
      .join('; ');
    const seen = window as unknown as { popperPlacesSeen?: string };
    const still = seen.popperPlacesSeen === where;
    seen.popperPlacesSeen = where;
    return still && wrappers.every((wrapper) => !wrapper.style.transform.includes('-200%'));
  };
  // Not placed within 5 s: the layout check below names it.
  await page
    .waitForFunction(placedAndStill, undefined, { timeout: 5_000, polling: 'raf' })
    .catch(() => undefined);
}

/**
 * A Radix layer that has just opened sets `pointer-events: none` on the body in one effect and `auto` on itself in
 * the render that follows it: for that moment the dialog inherits `none`, and a point on its buttons hits the
 * overlay (which sets `auto` itself). Waited out, so only a dialog that stays unclickable is reported.
 */
async function layerTakesPointer(page: Page, scope: Locator) {
  const layer = await scope.elementHandle();
  // Still unclickable after 5 s: the layout check below names what covers its buttons.
  await page
    .waitForFunction((element) => getComputedStyle(element!).pointerEvents !== 'none', layer, {
      timeout: 5_000,
      polling: 'raf',
    })
    .catch(() => undefined);
}

/** Fails, listing what is wrong, when the page (or the dialog in `within`) is not laid out whole. */
export async function expectWholeLayout(page: Page, what: string, options: LayoutOptions = {}) {
  await popoversPlaced(page);
  if (options.within) await layerTakesPointer(page, options.within);
  const found = options.within
    ? await options.within.evaluate(findLayoutProblems, { isPage: false })
    : await page.locator('body').evaluate(findLayoutProblems, { isPage: true });
  const scopeHandle = options.within ? await options.within.elementHandle() : null;
  for (const content of options.keyContent ?? []) {
    await expect(content, `${what}: key content`).toBeVisible();
    const problem = await content.evaluate(keyContentProblem, scopeHandle);
    if (problem) found.push(problem);
  }
  // Soft: a journey goes on and reports every broken state, not only the first.
  expect
    .soft(found.slice(0, 15), `${what} at ${page.viewportSize()?.width ?? '?'} px: layout problems`)
    .toEqual([]);
}
