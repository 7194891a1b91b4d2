import { mutationOptions } from '@tanstack/react-query';
import { judgeOffline, type Departure, type ScanResult } from '@/domain/boarding-scan';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { deviceId, enqueue, loadStoredDay, readQueue } from '../offline/boarding-store';
import { boardingKeys } from './boarding-keys';
import { isNetworkFailure } from './network';

/** Who is boarding what: the staff member, the day of the list, and the departure the scan is for. */
export type BoardingScope = { userId: string; day: string };
export type CheckIn = { codigo: string; departure: Pick<Departure, 'passeio' | 'data'> };

/** What a check-in answered, and whether it waits on the phone to be sent. */
export type CheckInAnswer = { result: ScanResult; queued: boolean };

/** The name the screen gives the check-ins this phone made offline. */
export const thisPhone = 'este aparelho';

/** check_in: the database judges the scan and records the first check-in of a booking. `at`: when it was scanned. */
export async function sendCheckIn(
  supabase: Supabase,
  { codigo, departure }: CheckIn,
  at?: string,
): Promise<ScanResult> {
  const { data, error } = await supabase.rpc('check_in', {
    p_code: codigo,
    p_passeio: departure.passeio,
    p_data: departure.data,
    p_at: at,
    p_device: await deviceId(),
  });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('O servidor não respondeu ao embarque. Tente novamente.');
  return row;
}

/** Online, the database's answer; without a network, the phone's, against the stored list, and queued. */
export async function checkInOrQueue(scope: BoardingScope, checkIn: CheckIn): Promise<CheckInAnswer> {
  try {
    return { result: await sendCheckIn(await getSupabase(), checkIn), queued: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
  }
  const stored = await loadStoredDay(scope.userId, scope.day);
  if (!stored) throw new Error('Sem conexão, e a lista do dia não foi guardada neste aparelho.');
  const judged = judgeOffline(
    checkIn.codigo,
    checkIn.departure,
    stored.rows,
    await readQueue(scope.userId),
    new Date(),
    thisPhone,
  );
  if (judged.queue) await enqueue(scope.userId, judged.queue);
  return { result: judged.result, queued: judged.queue !== null };
}

export const checkInMutationOptions = (scope: BoardingScope) =>
  mutationOptions({
    mutationKey: [...boardingKeys.all, 'check-in'],
    mutationFn: (checkIn: CheckIn) => checkInOrQueue(scope, checkIn),
    // Offline too: the mutation judges against the stored list instead of pausing.
    networkMode: 'always',
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, boardingKeys.day(scope.userId, scope.day)),
  });

/** mark_no_show: 'Não compareceu' on a booking missing after the boarding time. Needs the network. */
export async function markNoShow(codigo: string): Promise<ScanResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mark_no_show', { p_code: codigo });
  if (error) {
    if (isNetworkFailure(error)) throw new Error('Sem conexão: marque a falta quando a rede voltar.');
    throw error;
  }
  const row = data?.[0];
  if (!row) throw new Error('O servidor não respondeu. Tente novamente.');
  return row;
}

export const noShowMutationOptions = (scope: BoardingScope) =>
  mutationOptions({
    mutationKey: [...boardingKeys.all, 'no-show'],
    mutationFn: markNoShow,
    networkMode: 'always',
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, boardingKeys.day(scope.userId, scope.day)),
  });
