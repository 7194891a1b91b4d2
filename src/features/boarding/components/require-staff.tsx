import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingStatus } from '@/components/ui/query-state';
import { AccessRestricted, useAuth, useAuthDialog, useLoginDialogOnArrival } from '@/features/auth';
import { isStaffQueryOptions, offlineStaffQueryOptions } from '../api/staff-check';
import { useOnline } from '../hooks/use-online';
import { forgetStaff } from '../offline/boarding-store';

const staffRoles = new Set(['admin', 'motorista']);
const forgetStaffOnThisPhone = () => void forgetStaff();

/**
 * The boarding screen: only for the staff, role 'admin' or 'motorista' (the database checks it again on every
 * call), as the operator's pages do it. A visitor signed out gets the login dialog first; anyone else
 * 'Acesso restrito'.
 */
export function RequireStaff({ day, children }: { day: string; children: (userId: string) => ReactNode }) {
  const { status, role, profileLoaded, user } = useAuth();
  const check = useQuery(isStaffQueryOptions(status === 'signedIn' ? user?.id : undefined, day));
  const allowed = staffRoles.has(role ?? '') || check.data === true;
  // A customer's role decides at once; otherwise the database's answer (or, offline, the stored list) does.
  const decided = allowed || check.data === false || check.isError || (profileLoaded && role !== null);
  const online = useOnline();
  const stored = useQuery(offlineStaffQueryOptions(day, status === 'signedOut' && !online));
  const { openAuthDialog } = useAuthDialog();
  // Signed out on purpose: the phone no longer opens the stored lists offline.
  useLoginDialogOnArrival({ when: online, onSignOut: forgetStaffOnThisPhone });

  if (status === 'loading' || (status === 'signedIn' && !decided)) {
    return <LoadingStatus className="mt-16 justify-center">Carregando...</LoadingStatus>;
  }
  if (status === 'signedIn' && allowed && user) return children(user.id);
  if (status === 'signedOut' && !online) {
    if (stored.isPending)
      return <LoadingStatus className="mt-16 justify-center">Carregando...</LoadingStatus>;
    if (stored.data) {
      return (
        <>
          <p className="mb-4 rounded-xl border border-border bg-muted px-4 py-3 text-sm">
            Sua sessão expirou sem conexão: o embarque segue com a lista guardada neste aparelho. Entre de
            novo quando a rede voltar para enviar os embarques.
          </p>
          {children(stored.data)}
        </>
      );
    }
  }
  return (
    <AccessRestricted
      signedOut={status === 'signedOut'}
      account="de motorista ou de operador"
      onSignIn={() => openAuthDialog()}
    />
  );
}
