/**
 * Scrolls the element with this id to the top of the screen (below the sticky header, through its scroll margin).
 * How it moves is the stylesheet's one rule (src/index.css): smoothly, or at once for a visitor who prefers
 * reduced motion. Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * Scrolls to the section a URL's hash names (`#nossos-carros`). An empty hash, or one that is not valid
 * percent-encoding (a shared link cut short), scrolls nowhere and returns false.
 */
export function scrollToHash(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  return id !== '' && scrollToSection(id);
}
