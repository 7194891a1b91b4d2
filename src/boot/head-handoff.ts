/** The attribute scripts/prerender-plugin.ts puts on the head tags of a prerendered page. */
export const prerenderedHeadAttribute = 'data-prerendered-head';

function keyOf(element: Element): string | null {
  switch (element.tagName) {
    case 'TITLE':
      return 'title';
    case 'META': {
      const name = element.getAttribute('name') ?? element.getAttribute('property');
      return name ? `meta:${name}` : null;
    }
    case 'LINK': {
      const rel = element.getAttribute('rel');
      return rel === 'canonical'
        ? 'link:canonical'
        : rel
          ? `link:${rel}:${element.getAttribute('href')}`
          : null;
    }
    default:
      return null;
  }
}

/**
 * React does not adopt the prerendered <title>, <meta> and canonical <link> when it hydrates: it inserts its
 * own. Each prerendered tag is removed as soon as React's copy of it arrives, so the page never has two of a
 * tag nor a moment without one. Returns a function that stops watching.
 */
export function handOverPrerenderedHead(head: HTMLHeadElement = document.head): () => void {
  const prerendered = () => Array.from(head.querySelectorAll(`[${prerenderedHeadAttribute}]`));
  if (prerendered().length === 0) return () => undefined;
  const observer = new MutationObserver(() => {
    const live = new Set(
      Array.from(head.children)
        .filter((element) => !element.hasAttribute(prerenderedHeadAttribute))
        .map(keyOf),
    );
    const remaining = prerendered().filter((element) => {
      if (!live.has(keyOf(element))) return true;
      element.remove();
      return false;
    });
    if (remaining.length === 0) observer.disconnect();
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
