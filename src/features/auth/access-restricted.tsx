import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * 'Acesso restrito': a staff page opened by someone it is not for. Signed out, it says which account to use and
 * offers 'Entrar'; signed in, that this account has no access.
 */
export function AccessRestricted({
  signedOut,
  account,
  onSignIn,
}: {
  signedOut: boolean;
  /** Whose account opens the page: 'de operador'. */
  account: string;
  onSignIn: () => void;
}) {
  return (
    <div className="mx-auto mt-12 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-muted text-primary">
        <LockKeyhole className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-display text-4xl tracking-wide text-primary">Acesso restrito</h1>
      <p className="mt-2 text-muted-foreground">
        {signedOut
          ? `Esta área é da equipe da Movie Tour. Entre com a conta ${account}.`
          : 'Esta área é da equipe da Movie Tour. Sua conta não tem acesso a ela.'}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {signedOut ? <Button onClick={onSignIn}>Entrar</Button> : null}
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.home}>
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}
