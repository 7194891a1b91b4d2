import { useQuery } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAuth, useAuthDialog } from '@/features/auth';
import { isStaffQueryOptions } from '../api/staff-check';

const staffRoles = new Set(['admin', 'motorista']);

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
  const { openAuthDialog } = useAuthDialog();
  const asked = useRef(false);
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === 'signedOut' && was !== 'signedIn' && !asked.current) {
      asked.current = true;
      openAuthDialog();
    }
  }, [status, openAuthDialog]);

  if (status === 'loading' || (status === 'signedIn' && !decided)) {
    return <LoadingStatus className="mt-16 justify-center">Carregando...</LoadingStatus>;
  }
  if (status === 'signedIn' && allowed && user) return children(user.id);
  return (
    <div className="mx-auto mt-12 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-muted text-primary">
        <LockKeyhole className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-display text-4xl tracking-wide text-primary">Acesso restrito</h1>
      <p className="mt-2 text-muted-foreground">
        {status === 'signedOut'
          ? 'Esta área é da equipe da Movie Tour. Entre com a conta de motorista ou de operador.'
          : 'Esta área é da equipe da Movie Tour. Sua conta não tem acesso a ela.'}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {status === 'signedOut' ? <Button onClick={() => openAuthDialog()}>Entrar</Button> : null}
        <Button variant="outline" asChild>
          <Link to={paths.home}>Voltar ao início</Link>
        </Button>
      </div>
    </div>
  );
}
