// The page's first script: the stylesheet (a <link> in the HTML, so the prerendered page is styled at first
// paint), then the app once the page has been painted (src/app/boot/start-after-paint.ts).
import './index.css';
import { holdEarlyInput } from './app/boot/early-input';
import { startAfterPaint } from './app/boot/start-after-paint';

holdEarlyInput();
startAfterPaint(() => {
  // React first, then the app in a later task: evaluating both at once is one long task on a phone.
  void import('react-dom/client')
    .catch(() => undefined)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));
});
