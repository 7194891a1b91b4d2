import { Bus, CarFront, Plane } from 'lucide-react';
import type * as React from 'react';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { transferCapacity, transferRoutes, type TransferRoute } from '@/domain/catalogue/transfers';
import { formatBRL } from '@/domain/money';
import { InfoPageHeader } from './info-page-header';
import { infoBreadcrumb } from './info-jsonld';
import { WhatsAppButton } from './whatsapp-button';

const title = 'Transfer Privativo';

function transferRequestMessage(route?: TransferRoute): string {
  return route
    ? `Olá! Gostaria de solicitar um transfer privativo entre Campos do Jordão e ${route.destination}. Podem me ajudar?`
    : 'Olá! Gostaria de solicitar um transfer privativo com a Movie Tour. Podem me ajudar?';
}

type Fares = { oneWay: number; roundTrip: number };

function FareRow({
  Icon,
  vehicle,
  capacity,
  fares,
}: {
  Icon: React.ElementType;
  vehicle: string;
  capacity: string;
  fares: Fares;
}) {
  return (
    <div className="rounded-2xl bg-muted p-4">
      <p className="flex items-center gap-2 font-semibold text-primary">
        <Icon aria-hidden="true" className="size-5 text-curtain" />
        {vehicle} <span className="text-sm font-normal text-muted-foreground">({capacity})</span>
      </p>
      {/* One fare a row: two prices side by side do not fit a narrow card in the wider fallback font. */}
      <dl className="mt-3 grid gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">Só ida</dt>
          <dd className="font-display text-2xl tracking-wide text-primary sm:text-3xl">
            {formatBRL(fares.oneWay)}
          </dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">Ida e volta</dt>
          <dd className="font-display text-2xl tracking-wide text-primary sm:text-3xl">
            {formatBRL(fares.roundTrip)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function TransferCard({ route }: { route: TransferRoute }) {
  const headingId = `transfer-${route.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-night text-gold">
          <Plane aria-hidden="true" className="size-5" />
        </span>
        <h2 id={headingId} className="font-display text-3xl leading-none tracking-wide text-primary">
          {route.destination}
        </h2>
      </div>
      <FareRow
        Icon={CarFront}
        vehicle="Carro"
        capacity={`até ${transferCapacity.car} pessoas`}
        fares={route.car}
      />
      <FareRow Icon={Bus} vehicle="Van" capacity={`até ${transferCapacity.van} pessoas`} fares={route.van} />
      <WhatsAppButton
        message={transferRequestMessage(route)}
        className="mt-auto"
        aria-label={`Solicitar transfer para ${route.destination}`}
      >
        Solicitar transfer
      </WhatsAppButton>
    </article>
  );
}

export function TransferPage() {
  return (
    <>
      <Seo
        title="Transfer Privativo para Campos do Jordão | Movie Tour"
        description="Transfer privativo de carro (até 4 pessoas) ou van (até 15 pessoas) entre Campos do Jordão e os aeroportos de Guarulhos e Congonhas ou São José dos Campos."
        path={paths.transfer}
        jsonLd={[infoBreadcrumb(title, paths.transfer)]}
      />
      <InfoPageHeader eyebrow="Chegue em cena" title={title}>
        <p>
          Do aeroporto à porta do hotel, com motorista, conforto e horário combinado com você. Valores por
          veículo, não por pessoa.
        </p>
      </InfoPageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {transferRoutes.map((route) => (
            <TransferCard key={route.id} route={route} />
          ))}
        </div>
        <section
          aria-labelledby="transfer-contato"
          className="mt-14 flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-gold/70 bg-muted px-6 py-10 text-center"
        >
          <h2 id="transfer-contato" className="font-display text-4xl tracking-wide text-primary">
            Outro destino ou horário?
          </h2>
          <p className="max-w-xl text-foreground/80">
            Atendemos outros trajetos sob consulta. Envie a data, o horário do voo e o número de passageiros.
          </p>
          <WhatsAppButton message={transferRequestMessage()}>Falar no WhatsApp</WhatsAppButton>
        </section>
      </div>
    </>
  );
}

export default TransferPage;
