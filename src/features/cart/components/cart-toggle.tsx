import { Check, Plus } from 'lucide-react';
import type { Tour } from '@/domain/types';
import { useSignInFirst } from '@/features/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast-store';
import { useCart } from '../cart-context';
import { signInToAddToCart } from './sign-in-to-add';

/** The tour card's 'Adicionar' / 'Adicionado' toggle; adding needs a signed-in customer. */
export function CartToggle({ tour }: { tour: Tour }) {
  const signInFirst = useSignInFirst(signInToAddToCart);
  const { isInCart, addItem, removeItem } = useCart();
  const inCart = isInCart(tour.id);

  function toggle() {
    if (!signInFirst()) return;
    if (inCart) {
      removeItem(tour.id);
      toast({ title: 'Passeio removido!', description: `${tour.title} foi removido do carrinho.` });
      return;
    }
    if (addItem(tour)) {
      toast({
        title: 'Passeio adicionado!',
        description: `${tour.title} foi adicionado ao seu carrinho.`,
        variant: 'success',
      });
    } else {
      toast({
        title: 'Passeio já está no carrinho',
        description: `${tour.title} já foi adicionado ao seu carrinho.`,
      });
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={inCart}
      aria-label={`${inCart ? 'Adicionado' : 'Adicionar'}: ${tour.title}`}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-bold transition-colors',
        inCart ? 'bg-success text-white hover:bg-success/90' : 'bg-gold text-night hover:bg-gold/90',
      )}
    >
      {inCart ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Plus className="size-4" aria-hidden="true" />
      )}
      {inCart ? 'Adicionado' : 'Adicionar'}
    </button>
  );
}
