import WebSocket from 'ws';

// supabase-js needs a global WebSocket to construct its realtime client on Node 20.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
