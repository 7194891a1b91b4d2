import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from './auth-dialog-context';

type SignInPromptProps = {
  /** Why this needs a login: 'Entre com a conta que fez a reserva para ver o voucher.' */
  message: string;
  /** 'h1' on a page of its own (a voucher, a gift card); 'h2' under the page's own title (the cart). */
  heading?: 'h1' | 'h2';
  /** Opens the login dialog once on arrival too (a page reached from a mail's link). */
  askOnArrival?: boolean;
};

/** 'Login Necessário': what a visitor who is not signed in sees in place of a customer's page or part of it. */
export function SignInPrompt({ message, heading = 'h1', askOnArrival = false }: SignInPromptProps) {
  const { openAuthDialog } = useAuthDialog();
  const asked = useRef(false);
  useEffect(() => {
    if (!askOnArrival || asked.current) return;
    asked.current = true;
    openAuthDialog();
  }, [askOnArrival, openAuthDialog]);
  const Heading = heading;
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <LogIn className="mx-auto size-10 text-curtain" aria-hidden="true" />
      <Heading
        className={
          heading === 'h1'
            ? 'mt-3 font-display text-4xl tracking-wide text-primary'
            : 'mt-3 font-display text-3xl tracking-wide'
        }
      >
        Login Necessário
      </Heading>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Button size="lg" className="mt-6" onClick={() => openAuthDialog()}>
        Fazer Login
      </Button>
    </div>
  );
}
