/**
 * Until React has hydrated a prerendered page its buttons and keys do nothing. The last click on a button (its
 * default, a form submission, prevented) and the last Escape or arrow key are held, and given again to the
 * same element once the page is hydrated, so the tap or key press that started the app is not lost, and is
 * delivered exactly once. Links need no
 * help: they work as plain HTML.
 */
const keys = new Set(['Escape', 'ArrowLeft', 'ArrowRight']);

let heldClick: HTMLButtonElement | null = null;
let heldKey: { target: Element; key: string } | null = null;
let stopHolding: (() => void) | null = null;

export function holdEarlyInput(doc: Document = document): void {
  if (stopHolding) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled || !doc.getElementById('root')?.contains(button)) return;
    // Not for React either, should it already listen: the click is delivered once, after hydration.
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!keys.has(event.key)) return;
    event.stopPropagation();
    heldKey = { target: event.target instanceof Element ? event.target : doc.body, key: event.key };
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
  };
}

/**
 * The page is hydrated: stop holding, and replay what was held. Without `replay` (a page rendered from scratch,
 * or one whose code failed to load) what was held is dropped.
 */
export function releaseEarlyInput(replay = true): void {
  stopHolding?.();
  stopHolding = null;
  const click = replay ? heldClick : null;
  const key = replay ? heldKey : null;
  heldClick = null;
  heldKey = null;
  if (key) {
    const target = key.target.isConnected ? key.target : key.target.ownerDocument.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, bubbles: true, cancelable: true }));
  }
  if (click?.isConnected) click.click();
}
