import type { Supabase } from '@/lib/supabase';

export type DuplicateCheck = { emailTaken: boolean; celularTaken: boolean };

/** The pre-sign-up check: the RPC answers only whether the e-mail and/or the mobile are taken. */
export async function checkSignupDuplicates(
  supabase: Supabase,
  email: string,
  celular: string,
): Promise<DuplicateCheck> {
  const { data, error } = await supabase.rpc('check_signup_duplicates', {
    p_email: email.trim().toLowerCase(),
    p_celular: celular.replace(/\D/g, ''),
  });
  if (error) throw error;
  const row = Array.isArray(data) ? data[0] : data;
  return { emailTaken: Boolean(row?.email_taken), celularTaken: Boolean(row?.celular_taken) };
}
