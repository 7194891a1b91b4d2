import { cn } from '@/lib/cn';

/**
 * A payment that came after the customer cancelled its orders (all of them, or `partly`) books nothing for them:
 * the database recorded the money for a refund, to the card, or by the provider to the account that paid the PIX.
 */
export function RefundNote({
  orders,
  partly,
  payment,
  className,
}: {
  orders: number;
  partly: boolean;
  payment: 'card' | 'pix';
  className?: string;
}) {
  const which = partly
    ? orders === 1
      ? 'Um pedido desta compra já estava cancelado'
      : `${orders} pedidos desta compra já estavam cancelados`
    : orders === 1
      ? 'O pedido deste pagamento já estava cancelado'
      : 'Os pedidos deste pagamento já estavam cancelados';
  const back = payment === 'card' ? 'estornado no seu cartão' : 'devolvido para a conta que pagou o PIX';
  return (
    <p role="note" className={cn('rounded-lg bg-muted px-4 py-3 text-sm', className)}>
      {which} quando o pagamento chegou: o valor {orders === 1 ? 'dele' : 'deles'} será {back}. Dúvidas? Fale
      com a gente pelo WhatsApp.
    </p>
  );
}
