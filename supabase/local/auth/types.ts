import type { BackendContext } from '../context.ts';
import type { AuthLimits } from './limits.ts';
import type { TokenIssuer } from './sessions.ts';

export type AuthDeps = { ctx: BackendContext; keys: TokenIssuer; limits: AuthLimits };

export type AuthRoute = (req: Request, url: URL, clientIp: string) => Promise<Response>;
