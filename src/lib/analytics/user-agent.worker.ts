// Parses the user agent off the main thread (src/lib/analytics/read-user-agent.ts): compiling ua-parser-js's
// hundreds of patterns takes tens of milliseconds on a mid-range phone, a task that would block taps.
import { parseUserAgent } from './user-agent';

self.onmessage = (event: MessageEvent<unknown>) => {
  self.postMessage(parseUserAgent(typeof event.data === 'string' ? event.data : ''));
};
