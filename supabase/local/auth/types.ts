import type { BackendContext } from '../context.ts';
import type { TokenIssuer } from './sessions.ts';

export type AuthDeps = { ctx: BackendContext; keys: TokenIssuer };

export type AuthRoute = (req: Request, url: URL, clientIp: string) => Promise<Response>;
