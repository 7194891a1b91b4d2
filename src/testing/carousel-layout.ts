// ResizeObserver, IntersectionObserver and matchMedia, which embla and Radix call, are stubbed globally in
// tests/setup-unit.ts; what jsdom still lacks for a carousel is layout, stubbed here per test.

/**
 * Gives every element a width and places siblings side by side, so embla measures a real track in jsdom
 * (it reads offsetWidth/offsetLeft). Returns the function that removes the stub.
 */
export function stubCarouselLayout(slideWidth = 600): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(proto, 'offsetLeft'),
  };
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => slideWidth });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
      return Math.max(0, siblings.indexOf(this)) * slideWidth;
    },
  });
  return () => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
    }
  };
}
