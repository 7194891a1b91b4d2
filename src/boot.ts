// The page's first script: the stylesheet (a <link> in the HTML, so the prerendered page is styled at first
// paint), then the app once the page has been painted. What happens from the first byte to an interactive page,
// and why: docs/boot.md.
import './index.css';
import { holdEarlyInput } from './boot/early-input';
import { startAfterPaint } from './boot/start-after-paint';

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;

holdEarlyInput();
startAfterPaint(() => {
  if (!prerendered) {
    // Nothing is on screen yet (the empty shell): the app and React load together and render at once.
    void import('./main');
    return;
  }
  // The page is on screen: React first, then the app in a later task, as evaluating both at once is one long
  // task on a phone. (Fetched one after the other, a round trip later than together.)
  void import('react-dom/client')
    .catch(() => undefined)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));
});
