import { Mail, MessageCircle } from 'lucide-react';
import { formatPhone, whatsappChatUrl } from '@/domain/operator';

type Customer = { nome_cliente: string; celular: string | null; email_cliente: string | null } | null;

/** The customer's name, mobile as a messaging-app chat with a prefilled greeting, and e-mail. */
export function CustomerContact({ customer, greeting }: { customer: Customer; greeting: string }) {
  const chat = whatsappChatUrl(customer?.celular, greeting);
  return (
    <div className="grid gap-1 text-sm">
      <p className="break-words font-semibold">{customer?.nome_cliente ?? 'Cliente'}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {formatPhone(customer?.celular)}
          </a>
        ) : null}
        {customer?.email_cliente ? (
          <a
            href={`mailto:${customer.email_cliente}`}
            className="inline-flex min-w-0 items-center gap-1 wrap-anywhere text-primary underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {customer.email_cliente}
          </a>
        ) : null}
      </p>
    </div>
  );
}
