import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookingConfirmedMessage } from '@/domain/email/booking-mails';
import { formatBRL } from '@/domain/money';
import { whatsappChatUrl } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import type { RecordedBooking } from '../hooks/use-new-booking-form';
import { ChatLinkButton } from './chat-link-button';

/** The booking recorded: what and for whom, the confirmation by the messaging app, and the way on. */
export function RecordedCard({ recorded, onAnother }: { recorded: RecordedBooking; onAnother: () => void }) {
  // The text of the mail 'Reserva confirmada' the customer also gets.
  const text = bookingConfirmedMessage(
    {
      nome: recorded.nome,
      passeio: recorded.tour,
      data: recorded.date,
      embarque: recorded.embarque,
      endereco: null,
      adultos: recorded.party.adults,
      criancas: recorded.party.children,
      bebes: recorded.party.babies,
      pets: recorded.party.pets,
      valor: recorded.value,
      codigo: recorded.voucher,
    },
    window.location.origin,
  );
  const chat = whatsappChatUrl(recorded.celular, text);
  return (
    <div
      role="status"
      className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center shadow-sm"
    >
      <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 className="mt-2 font-display text-3xl tracking-wide text-primary">Reserva registrada</h2>
      <p className="mt-1 break-words text-muted-foreground">
        {recorded.tour} em {isoToBR(recorded.date)} para {recorded.nome} ({formatBRL(recorded.value)}). Ela já
        está no manifesto do dia.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {chat ? <ChatLinkButton href={chat}>Enviar confirmação pelo WhatsApp</ChatLinkButton> : null}
        <Link
          className={buttonVariants({ variant: 'outline' })}
          to={`${paths.operator.bookings}?ref=R${recorded.id}`}
        >
          Ver reserva
        </Link>
        {recorded.voucher ? (
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.voucher(recorded.voucher)}>
            Ver voucher
          </Link>
        ) : null}
        <Button variant="outline" onClick={onAnother}>
          Registrar outra
        </Button>
      </div>
    </div>
  );
}
