import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { paths } from '@/config/paths';
import { isDayAvailable } from '@/domain/booking-rules';
import { formatDateBR } from '@/domain/date-format';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import type { Tour } from '@/domain/types';
import { useAuth, useSignInFirst } from '@/features/auth';
import { toast } from '@/lib/toast-store';
import { defaultBookingDetails, useCart } from '../cart-context';
import { signInToAddToCart } from './sign-in-to-add';
import { partyOf, tourCalendar } from './tour-calendar';

/** Spec §9: after a successful add the page goes to the cart after this delay. */
const REDIRECT_TO_CART_MS = 1500;

export function TourBookingForm({ tour }: { tour: Tour }) {
  const navigate = useNavigate();
  const { status } = useAuth();
  const signInFirst = useSignInFirst(signInToAddToCart);
  const { addItem, isInCart, lines } = useCart();
  const [date, setDate] = useState<Date | undefined>();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [dateError, setDateError] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const inCart = isInCart(tour.id);

  function handleAdd() {
    if (!signInFirst()) return;
    if (!date) {
      setDateError(true);
      return;
    }
    setAdding(true);
    try {
      if (!addItem(tour, defaultBookingDetails(date))) {
        toast({
          title: 'Passeio já está no carrinho',
          description: `${tour.title} já foi adicionado ao seu carrinho.`,
        });
        return;
      }
      setAdded(true);
      toast({
        title: 'Passeio adicionado!',
        description: `${tour.title} foi adicionado ao seu carrinho.`,
        variant: 'success',
      });
      redirect.current = setTimeout(() => navigate(paths.cart), REDIRECT_TO_CART_MS);
    } catch {
      toast({
        title: 'Erro ao adicionar',
        description: 'Não foi possível adicionar o passeio ao carrinho.',
        variant: 'destructive',
      });
    } finally {
      setAdding(false);
    }
  }

  const label =
    inCart || added
      ? 'Já está no Carrinho'
      : adding
        ? 'Adicionando...'
        : status === 'signedIn'
          ? 'Adicionar ao Carrinho'
          : 'Fazer Login para Adicionar';

  return (
    <>
      <div className="grid gap-2">
        <span id="data-passeio-rotulo" className="text-sm font-medium">
          Data do passeio
        </span>
        <DatePicker
          className="h-11 justify-start font-normal"
          aria-labelledby="data-passeio-rotulo data-passeio-valor"
          aria-invalid={dateError || undefined}
          aria-describedby={dateError ? 'data-passeio-erro' : undefined}
          selected={date}
          onSelect={(day) => {
            setDate(day);
            setDateError(false);
          }}
          // Today is read only when the calendar opens.
          isDisabled={(day) => !isDayAvailable(tour, day, todayInSaoPaulo(new Date()))}
          // The tour joins the party already chosen for the cart (addItem), so its seats are counted for it.
          calendar={tourCalendar}
          calendarProps={{
            tourId: tour.id,
            party: partyOf(lines.find((line) => line.bookingDetails)?.bookingDetails),
          }}
        >
          <span id="data-passeio-valor">{date ? formatDateBR(date) : 'Escolha uma data'}</span>
        </DatePicker>
        {dateError ? (
          <p id="data-passeio-erro" role="alert" className="text-sm font-medium text-destructive">
            Selecione uma data para o passeio.
          </p>
        ) : null}
      </div>
      <Button
        size="lg"
        variant="accent"
        className="w-full text-base"
        onClick={handleAdd}
        disabled={inCart || added || adding || status === 'loading'}
      >
        {label}
      </Button>
    </>
  );
}
