import { AlertTriangle, CalendarDays, Clock, ListChecks, MapPin, Printer, Ticket, Users } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pickupNote } from '@/domain/email/pickup-windows';
import type { Voucher, VoucherSituation } from '@/domain/voucher';
import { cn } from '@/lib/cn';

const badge: Record<VoucherSituation, string> = {
  confirmada: 'bg-green-100 text-green-900 border-green-300',
  pendente: 'bg-amber-100 text-amber-900 border-amber-300',
  cancelada: 'bg-red-50 text-red-900 border-red-200',
  realizada: 'bg-muted text-muted-foreground border-border',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <span className="text-curtain [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words pl-8">{children}</dd>
    </div>
  );
}

function Code({ voucher }: { voucher: Voucher }) {
  if (!voucher.usable) {
    return (
      <div
        role="note"
        className={cn(
          'flex gap-3 self-start rounded-xl border p-4 sm:w-64',
          voucher.situation === 'cancelada'
            ? 'border-red-200 bg-red-50 text-red-950'
            : 'border-amber-300 bg-amber-50 text-amber-950',
        )}
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{voucher.notice}</p>
      </div>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-2 self-start rounded-xl border border-border p-4 sm:w-64">
      <QRCodeSVG
        value={voucher.code}
        size={192}
        level="M"
        marginSize={2}
        title={`QR Code do voucher ${voucher.written}`}
        className="h-auto w-full max-w-48"
      />
      <p
        data-testid="voucher-code"
        className="font-mono text-2xl font-semibold tracking-wider tabular-nums text-primary"
      >
        {voucher.written}
      </p>
      <figcaption className="text-center text-sm text-muted-foreground">
        Apresente este código ao motorista no embarque.
      </figcaption>
    </figure>
  );
}

/** The e-ticket: on screen from 360 px up, and printed alone on one A4 page. */
export function VoucherTicket({ voucher }: { voucher: Voucher }) {
  return (
    <article
      aria-labelledby="voucher-titulo"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm print:break-inside-avoid print:rounded-none print:border-2 print:border-foreground print:shadow-none"
    >
      <header className="on-dark flex flex-wrap items-start justify-between gap-3 bg-night p-5 text-white print:border-b-2 print:border-foreground print:bg-transparent print:text-foreground sm:p-6">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-gold print:text-foreground">
            <Ticket className="size-4" aria-hidden="true" />
            Voucher Movie Tour
          </p>
          <h1
            id="voucher-titulo"
            className="mt-1 break-words font-display text-4xl tracking-wide sm:text-5xl"
          >
            {voucher.tour}
          </h1>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full border px-3 py-1 text-sm font-semibold',
            badge[voucher.situation],
          )}
        >
          {voucher.statusLabel}
        </span>
      </header>
      <div className="grid gap-6 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-6">
        <dl className="grid content-start gap-4">
          <Fact icon={<CalendarDays />} label="Data">
            {voucher.dateLabel}
          </Fact>
          <Fact icon={<MapPin />} label="Embarque">
            {voucher.place}
            {voucher.address ? (
              <span className="block text-sm text-muted-foreground">{voucher.address}</span>
            ) : null}
          </Fact>
          <Fact icon={<Clock />} label="Horário de embarque">
            {voucher.pickupWindow ? capitalised(voucher.pickupWindow) : 'A combinar'}
            <span className="block text-sm text-muted-foreground">{capitalised(pickupNote)}.</span>
          </Fact>
          <Fact icon={<Users />} label="Grupo">
            {voucher.party || '—'}
            {voucher.customer ? (
              <span className="block text-sm text-muted-foreground">Titular: {voucher.customer}</span>
            ) : null}
          </Fact>
          {voucher.passengers.length > 0 ? (
            <Fact icon={<ListChecks />} label="Passageiros">
              <ul className="list-inside list-disc">
                {voucher.passengers.map((name, i) => (
                  <li key={`${i}-${name}`}>{name}</li>
                ))}
              </ul>
            </Fact>
          ) : null}
          <Fact icon={<Ticket />} label="Reserva">
            {voucher.ref}
            {voucher.boarding ? (
              <span className="block text-sm font-semibold text-success">{voucher.boarding}</span>
            ) : null}
          </Fact>
        </dl>
        {/* On a phone the code comes first, on screen without scrolling for the driver's scan. */}
        <div className="order-first sm:order-none">
          <Code voucher={voucher} />
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 py-4 text-sm sm:px-6 print:border-foreground">
        <p>
          Antes do passeio, leia as{' '}
          <Link to={paths.cancellationPolicy} className="font-semibold text-primary underline">
            regras de cancelamento
          </Link>
          .
        </p>
        <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
      </footer>
    </article>
  );
}
