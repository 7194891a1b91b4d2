import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type ConfirmEmailDialogProps = {
  email: string | null;
  onGoToLogin: () => void;
};

/** Shown after a sign-up that returned no session: the account waits for the e-mail confirmation. */
export function ConfirmEmailDialog({ email, onGoToLogin }: ConfirmEmailDialogProps) {
  return (
    <Dialog open={email !== null} onOpenChange={(open) => (open ? undefined : onGoToLogin())}>
      <DialogContent>
        <DialogHeader className="justify-items-center text-center sm:text-center">
          <span className="mb-2 grid size-14 place-items-center rounded-full bg-accent/20 text-curtain">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle>Confirme seu Email</DialogTitle>
          <DialogDescription>
            Enviamos um link de confirmação para{' '}
            <strong className="break-all text-foreground">{email}</strong>.
          </DialogDescription>
        </DialogHeader>
        <p className="text-center text-sm text-muted-foreground">
          Verifique sua caixa de entrada e também a pasta de spam. Depois de confirmar, faça login com seu
          email e senha.
        </p>
        <Button size="lg" onClick={onGoToLogin}>
          Entendi, ir para Login
        </Button>
      </DialogContent>
    </Dialog>
  );
}
