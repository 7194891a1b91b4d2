import type { PGlite } from '@electric-sql/pglite';

export type UserRow = {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  confirmation_token: string | null;
};

const columns = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token`;

export async function findUserByEmail(db: PGlite, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${columns} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: PGlite, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${columns} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** The user object Supabase Auth returns. */
export function publicUser(row: UserRow) {
  const confirmed = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: confirmed ?? undefined,
    phone: '',
    confirmed_at: confirmed ?? undefined,
    last_sign_in_at: iso(row.last_sign_in_at) ?? undefined,
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { sub: row.id, email: row.email, email_verified: Boolean(confirmed) },
        provider: 'email',
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}
