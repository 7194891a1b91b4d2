/** How long one task may spend adding preload links before it yields (ms). */
const sliceBudgetMs = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `start`, and adds the `<link rel="modulepreload">` elements it appends to the document's head a few at a time,
 * one task after another, rather than all in its own task. Every code load goes through it (`loadOnce`).
 *
 * Loading a page's code (`lazyPage(...).preload()`) makes Vite append a link for every chunk the page imports: 35
 * for a tour page. Each starts a request, which is nearly free for a visitor, but costs 2 to 12 ms while DevTools
 * records the request's initiator (Lighthouse, Playwright, a developer's inspector): about 100 ms in one task on a
 * 2-core machine, four times that on Lighthouse's phone. In slices of about 4 ms, no task is long. The links go in
 * in their order, a few milliseconds apart, long before the page's first chunk has arrived and asked for its
 * imports. Only what `start` appends synchronously is held (Vite's preloading is); anything else goes in at once.
 * Without a document (the prerender) it only runs `start`.
 */
export function withPreloadsInSlices<T>(start: () => T): T {
  if (typeof document === 'undefined') return start();
  const head = document.head;
  const held: Node[] = [];
  // A load started inside another's `start` holds its own links, then gives the head back to the outer one.
  const outer = Object.getOwnPropertyDescriptor(head, 'appendChild');
  const append = head.appendChild.bind(head);
  head.appendChild = <N extends Node>(node: N): N => {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
      held.push(node);
      return node;
    }
    return append(node);
  };
  try {
    return start();
  } finally {
    if (outer) Object.defineProperty(head, 'appendChild', outer);
    else Reflect.deleteProperty(head, 'appendChild');
    void appendInSlices(head, held);
  }
}

async function appendInSlices(head: HTMLHeadElement, links: Node[]): Promise<void> {
  let next = 0;
  while (next < links.length) {
    const sliceStart = performance.now();
    do head.appendChild(links[next++]!);
    while (next < links.length && performance.now() - sliceStart < sliceBudgetMs);
    if (next < links.length) await nextTask();
  }
}
