import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { LoadingStatus } from '@/components/ui/query-state';
import { AccessRestricted, useAuth, useAuthDialog, useLoginDialogOnArrival } from '@/features/auth';
import { isOperatorQueryOptions } from '../api/operator-check';
import { operatorPageClass } from './operator-shell';

/** The console's frame while the check decides, or when it refuses: no page of it is rendered. */
function Checkpoint({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <section className={operatorPageClass}>
      <Seo
        title="Painel do operador | Movie Tour"
        description="O painel do operador da Movie Tour, para a equipe."
        path={pathname}
        noindex
      />
      {children}
    </section>
  );
}

/**
 * The operator's pages: only for role 'admin' (the database checks it again on every call). A visitor signed out
 * gets the login dialog first; anyone else 'Acesso restrito'. The page itself renders only once the check passes,
 * so nobody else's browser asks the database for the console's data (it would refuse, and log each refusal).
 */
function RequireOperator({ children }: { children: ReactNode }) {
  const { status, role, profileLoaded, user } = useAuth();
  const check = useQuery(isOperatorQueryOptions(status === 'signedIn' ? user?.id : undefined));
  const allowed = role === 'admin' || check.data === true;
  const decided = allowed || profileLoaded || check.data === false || check.isError;
  const { openAuthDialog } = useAuthDialog();
  useLoginDialogOnArrival();

  if (status === 'loading' || (status === 'signedIn' && !decided)) {
    return (
      <Checkpoint>
        <LoadingStatus className="mt-16 justify-center">Carregando...</LoadingStatus>
      </Checkpoint>
    );
  }
  if (status === 'signedIn' && allowed) return children;
  return (
    <Checkpoint>
      <AccessRestricted
        signedOut={status === 'signedOut'}
        account="de operador"
        onSignIn={() => openAuthDialog()}
      />
    </Checkpoint>
  );
}

/** A console page behind the operator check: its module's default export. */
export function operatorPage(Page: ComponentType) {
  return function OperatorPage() {
    return (
      <RequireOperator>
        <Page />
      </RequireOperator>
    );
  };
}
