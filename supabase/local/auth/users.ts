import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Db = PGlite | Transaction;

export type UserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  identity_created_at: string | null;
  identity_updated_at: string | null;
};

const select = `select u.id, u.email, u.encrypted_password, u.email_confirmed_at, u.confirmation_token,
    u.confirmation_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at,
    u.updated_at, i.created_at as identity_created_at, i.updated_at as identity_updated_at
  from auth.users u
  left join auth.identities i on i.user_id = u.id and i.provider = 'email'`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `${select} where lower(u.email) = lower($1) and u.deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${select} where u.id = $1 and u.deleted_at is null`, [id]);
  return rows[0];
}

/**
 * Deletes the unconfirmed sign-up of this e-mail when its last confirmation mail is older than `lapseMs`
 * (the link's lifetime: nothing that can still be confirmed goes); true when one was deleted.
 */
export async function deleteLapsedSignUp(db: Db, email: string, lapseMs: number): Promise<boolean> {
  const { rows } = await db.query(
    `delete from auth.users
      where lower(email) = lower($1) and deleted_at is null and email_confirmed_at is null
        and coalesce(confirmation_sent_at, created_at) < now() - make_interval(secs => $2)
      returning id`,
    [email, lapseMs / 1000],
  );
  return rows.length > 0;
}

export type NewUser = {
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  /** Hash of the e-mailed confirmation token; null confirms the address at once. */
  confirmationTokenHash: string | null;
};

/** Inserts the user and its e-mail identity (the sign-up trigger of the migrations runs here). */
export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const confirmNow = user.confirmationTokenHash === null;
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
       case when $3 then now() end, $4, case when $3 then null else now() end,
       '{"provider":"email","providers":["email"]}', $5)
     returning id`,
    [
      user.email,
      user.passwordHash,
      confirmNow,
      user.confirmationTokenHash ?? '',
      JSON.stringify(user.metadata),
    ],
  );
  const id = rows[0]!.id;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())`,
    [id, JSON.stringify({ sub: id, email: user.email, email_verified: false, phone_verified: false })],
  );
  return id;
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : undefined);

/** The user object Supabase Auth answers with (unset timestamps are left out, as GoTrue omits them). */
export function publicUser(row: UserRow) {
  const confirmed = iso(row.email_confirmed_at);
  const appMetadata = row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] };
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: confirmed,
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: appMetadata,
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: {
          sub: row.id,
          email: row.email,
          email_verified: Boolean(confirmed),
          phone_verified: false,
        },
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at),
        created_at: iso(row.identity_created_at ?? row.created_at),
        updated_at: iso(row.identity_updated_at ?? row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}
