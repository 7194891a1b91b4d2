import WebSocket from 'ws';

// supabase-js needs a global WebSocket to construct its realtime client on Node 20. supabase-js 2.119 declares
// Node 22 or later (and warns on 20), but the only thing it uses from 22 is that global; with `ws` in its place it
// runs on Node 20.19+, which this project supports (package.json engines, .nvmrc, README) because CI and many
// machines still have it. The embedded backend (supabase/local/functions.ts) and bench-backend do the same.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

// The files of a worker run one after the other in one process (isolate: false, vite.config.ts): what a file set in
// the environment (the embedded backend sets its functions' variables on each call) is undone before the next.
const environmentAtStart = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name];
  Object.assign(process.env, environmentAtStart);
});
