import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../../helpers/backend.ts';
import { newCustomerDetails, registerCustomer } from '../../helpers/customers.ts';

export type SignedInCustomer = { client: SupabaseClient; userId: string; email: string; celular: string };

/** A customer signed up as the shop signs one up, with a client that holds the session. */
export async function signUpCustomer(
  backend: TestBackend,
  nome: string,
  celular: string,
): Promise<SignedInCustomer> {
  const details = newCustomerDetails({
    nome,
    celular,
    email: `${nome.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
  });
  const customer = await registerCustomer(backend, details);
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.setSession(customer.session);
  if (error) throw error;
  return { client, userId: customer.userId, email: customer.email, celular };
}
