import type { Supabase } from '@/lib/supabase';

/**
 * Asks the send-emails function to send the mails an operator action queued, now rather than at its next
 * scheduled run. A failure only delays them: they stay in the outbox for the schedule.
 */
export async function sendQueuedEmails(supabase: Supabase): Promise<void> {
  await supabase.functions.invoke('send-emails', { body: {} }).catch(() => undefined);
}
