import type { PGlite } from '@electric-sql/pglite';
import type { LateWork } from './late-work.ts';

/** A mail the local auth service "sends": listed on the backend's mailbox page. */
export type MailMessage = { to: string; subject: string; html: string; link?: string; sentAt: string };

export type Mailbox = {
  send(message: Omit<MailMessage, 'sentAt'>): void;
  list(): MailMessage[];
};

/** What every part of the embedded backend (auth, rest, functions) shares. */
export type BackendContext = {
  db: PGlite;
  /** Serialises work on the single PGlite connection: every request runs inside one call. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_...`: acts as anon, like anonKey (see keys.ts). */
  publishableKey: string;
  /** `sb_secret_...`: acts as the service role, like serviceRoleKey. */
  secretKey: string;
  /** The backend's own public URL, e.g. http://localhost:54321 */
  apiUrl: string;
  /** Where the app is served; auth redirects and e-mail links point here. */
  siteUrl: string;
  /** AUTH_EMAIL_CONFIRM: when true, sign-up returns no session until the e-mail is confirmed. */
  emailConfirm: boolean;
  /** AUTH_RATE_LIMIT_MULTIPLIER: scales the sign-in rate limits (1 = Supabase's; the browser tests raise it). */
  authRateLimitMultiplier: number;
  /**
   * AUTH_BCRYPT_COST: the bcrypt cost of the passwords it stores (GoTrue's 10 by default). The test backends use 4,
   * as the test factories' users do: each sign-up at 10 is about 70 ms of CPU.
   */
  passwordCost: number;
  mailbox: Mailbox;
  /** The schemas the REST API exposes (supabase/config.toml [api].schemas); the first is the default. */
  restSchemas: string[];
  /** What the backend does on its own after answering (a provider's refund settling, its webhooks). */
  late: LateWork;
};

/** A handler for one API prefix; `subpath` is what follows it ("/token", "/clientes", ...). */
export type ApiHandler = (req: Request, subpath: string, meta: { clientIp: string }) => Promise<Response>;
