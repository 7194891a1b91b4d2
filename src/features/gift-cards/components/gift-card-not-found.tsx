import { Gift } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A wrong code, or a card this account may not open: the same words, so a code's existence never leaks. */
export function GiftCardNotFound() {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <Gift className="mx-auto size-10 text-curtain" aria-hidden="true" />
      <h1 className="mt-3 font-display text-4xl tracking-wide text-primary">Vale-presente não encontrado</h1>
      <p className="mt-2 text-muted-foreground">
        Confira o código ou entre com a conta que comprou ou resgatou o vale-presente, ou com a conta do
        e-mail que o recebeu.
      </p>
      <Link to={paths.myPurchases} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
        Minhas Compras
      </Link>
    </div>
  );
}
