import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../../supabase/local/jwt.ts';
import type { TestBackend } from '../../helpers/backend.ts';
import { createCustomer } from '../../helpers/factories.ts';

export type SignedInCustomer = { client: SupabaseClient; userId: string; email: string; celular: string };

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

/**
 * A customer signed in as the app signs one up (spec call 2). A backend whose /auth/v1 answers 501
 * (built without auth) still works: the user is created by the factory and given a token signed
 * like Supabase's.
 */
export async function signUpCustomer(
  backend: TestBackend,
  nome: string,
  celular: string,
): Promise<SignedInCustomer> {
  const email = `${nome.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'senha-segura-123';
  const client = createClient(backend.url, backend.anonKey, clientOptions);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { nome_completo: nome, celular } },
  });
  if (!error && data.session && data.user) return { client, userId: data.user.id, email, celular };
  if (error?.status !== 501) throw error ?? new Error('sign-up returned no session');

  const customer = await backend.ctx.exclusive(() =>
    createCustomer(backend.ctx.db, { email, celular, nome, password }),
  );
  const token = await signJwt(
    {
      iss: `${backend.url}/auth/v1`,
      sub: customer.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nome_completo: nome, celular },
    },
    backend.jwtSecret,
    3600,
  );
  const tokenClient = createClient(backend.url, backend.anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { client: tokenClient, userId: customer.userId, email, celular };
}
