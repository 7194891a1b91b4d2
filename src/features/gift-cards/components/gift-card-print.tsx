import { Gift, Printer } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import { absoluteUrl } from '@/config/site';
import { formatGiftCardCode, redeemPath } from '@/domain/gift-cards';
import { formatBRL } from '@/domain/money';
import type { PrintableGiftCard } from '../api/gift-card';
import { GiftCardArtwork } from './gift-card-artwork';

/** The printable card: the artwork, who it is for, the message, the code written and as a QR code of the redeem link. */
export function GiftCardPrint({ card }: { card: PrintableGiftCard }) {
  const written = formatGiftCardCode(card.code);
  return (
    <article
      aria-labelledby="gift-card-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm print:break-inside-avoid print:shadow-none"
    >
      <h1 id="gift-card-title" className="sr-only">
        Vale-presente de {formatBRL(card.valor)}
      </h1>
      <div className="bg-night p-3 sm:p-5 print:p-0">
        <GiftCardArtwork valor={card.valor} />
      </div>
      <div className="grid gap-6 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-6">
        <div className="grid content-start gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-curtain">
            <Gift className="size-4" aria-hidden="true" />
            {card.recipient ? `Para ${card.recipient}` : 'Um presente para você'}
          </p>
          {card.message ? (
            <blockquote className="whitespace-pre-line break-words border-l-4 border-gold pl-4 text-lg italic">
              {card.message}
            </blockquote>
          ) : null}
          <p className="text-muted-foreground">
            De {card.buyer}. Vale {formatBRL(card.valor)} em qualquer passeio da Movie Tour em Campos do
            Jordão.
          </p>
          <ol className="list-inside list-decimal text-sm text-muted-foreground">
            <li>Entre ou crie sua conta no site da Movie Tour.</li>
            <li>Em Minhas Compras, toque em “Resgatar vale-presente” e digite o código.</li>
            <li>O valor vira crédito por 12 meses: use-o ao pagar a reserva.</li>
          </ol>
          <Button
            variant="outline"
            className="justify-self-start print:hidden"
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
        </div>
        <figure className="flex flex-col items-center gap-2 self-start rounded-xl border border-border p-4 sm:w-60">
          <QRCodeSVG
            value={absoluteUrl(redeemPath(card.code))}
            size={176}
            level="M"
            marginSize={2}
            title="QR Code para resgatar o vale-presente em Minhas Compras"
            className="h-auto w-full max-w-44"
          />
          <p
            data-testid="gift-card-code"
            className="whitespace-nowrap font-mono text-xl font-semibold tracking-wider tabular-nums text-primary sm:text-2xl print:text-xl"
          >
            {written}
          </p>
          <figcaption className="text-center text-sm text-muted-foreground">
            Código do vale-presente
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
