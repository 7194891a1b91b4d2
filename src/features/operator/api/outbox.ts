import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

export type StuckEmail = {
  id: number;
  to_email: string;
  template: string;
  attempts: number;
  last_error: string | null;
};

/** Mails the sender has tried and failed to send (they are retried; the operator may need to tell the customer). */
export async function fetchStuckEmails(supabase: Supabase): Promise<StuckEmail[]> {
  const { data, error } = await supabase
    .from('email_outbox')
    .select('id, to_email, template, attempts, last_error')
    .is('sent_at', null)
    .gt('attempts', 0)
    .not('last_error', 'is', null)
    .order('created_at')
    .limit(50);
  if (error) throw error;
  return data ?? [];
}

export const stuckEmailsQueryOptions = () =>
  queryOptions({
    queryKey: [...operatorKeys.all, 'stuck-emails'],
    queryFn: async () => fetchStuckEmails(await getSupabase()),
  });
