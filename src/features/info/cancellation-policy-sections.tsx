import type * as React from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { refundBands } from '@/domain/cancellation-policy';

function PolicySection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-display text-3xl tracking-wide text-primary">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

export function CustomerCancellationSection() {
  return (
    <PolicySection id="cancelamento-cliente" title="1. Cancelamento solicitado pelo cliente">
      <p>
        O cliente pode solicitar o cancelamento da reserva a qualquer momento. O valor a ser devolvido depende
        da antecedência do pedido em relação à data do passeio contratado:
      </p>
      <Table containerClassName="overflow-hidden rounded-xl border border-border bg-card">
        <TableCaption className="sr-only">Reembolso conforme a antecedência do cancelamento</TableCaption>
        <TableHeader className="border-b-0 bg-muted tracking-wider">
          <TableRow>
            <TableHead className="px-4 py-3">Antecedência do pedido</TableHead>
            <TableHead className="px-4 py-3">Reembolso</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {refundBands.map((tier) => (
            <TableRow key={tier.notice}>
              <TableCell className="px-4 py-3">{tier.notice}</TableCell>
              <TableCell className="px-4 py-3 font-semibold">{tier.refund}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p>
        A antecedência é contada em dias corridos, no horário de Brasília, da data do pedido até a data do
        passeio. Com menos de 21 dias de antecedência, ou seja, 20 dias ou menos, não há reembolso.
      </p>
      <p>
        A parte retida cobre custos operacionais já assumidos com a reserva, como veículos, guias e ingressos
        adquiridos antecipadamente.
      </p>
    </PolicySection>
  );
}

export function RegretRightSection() {
  return (
    <PolicySection id="direito-arrependimento" title="2. Direito de arrependimento">
      <p>
        Nas compras feitas pela internet, o cliente pode desistir da compra em até{' '}
        <strong>7 (sete) dias</strong> a contar da confirmação da compra, conforme o artigo 49 do Código de
        Defesa do Consumidor. Nesse caso, o reembolso é <strong>integral</strong>, desde que o serviço não
        tenha sido utilizado e que o pedido seja feito antes do horário de embarque do passeio.
      </p>
    </PolicySection>
  );
}

export function RefundTimesSection() {
  return (
    <PolicySection id="prazos-reembolso" title="3. Prazos e forma de reembolso">
      <p>O reembolso é feito pelo mesmo meio de pagamento utilizado na compra:</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Depósito bancário, PIX, cartão de débito, boleto ou dinheiro:</strong> devolução em até 7
          (sete) dias úteis após a aprovação do cancelamento.
        </li>
        <li>
          <strong>Cartão de crédito:</strong> o valor é estornado na fatura. A Movie Tour solicita o estorno
          imediatamente, mas a administradora do cartão pode levar até 90 (noventa) dias para processá-lo,
          conforme as regras de cada emissor.
        </li>
      </ul>
    </PolicySection>
  );
}

export function ReschedulingSection() {
  return (
    <PolicySection id="remarcacao" title="4. Remarcação">
      <p>
        A remarcação pode ser solicitada com antecedência mínima de <strong>72 (setenta e duas) horas</strong>{' '}
        da data e horário do passeio, sujeita à disponibilidade de vagas.
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>Se o novo serviço tiver valor maior, a diferença tarifária fica a cargo do cliente.</li>
        <li>
          Se o novo serviço tiver valor menor, o valor integral já pago deverá ser utilizado, sem devolução da
          diferença.
        </li>
      </ul>
    </PolicySection>
  );
}

export function CompanyCancellationSection() {
  return (
    <PolicySection id="cancelamento-empresa" title="5. Cancelamento pela Movie Tour">
      <p>
        Se a Movie Tour precisar cancelar um passeio (por exemplo, por condições climáticas que coloquem em
        risco a segurança dos passageiros ou por motivo de força maior), o cliente será avisado o quanto antes
        e poderá escolher entre:
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>remarcar o passeio para outra data disponível, sem custo adicional;</li>
        <li>receber um crédito de 100% do valor pago para usar em outro passeio; ou</li>
        <li>receber o reembolso integral do valor pago.</li>
      </ul>
    </PolicySection>
  );
}

export function SpecialCasesSection() {
  return (
    <PolicySection id="situacoes-especificas" title="6. Situações específicas">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Combos de passeios:</strong> não podem ser cancelados depois que a utilização do combo tiver
          começado, ou seja, após a realização do primeiro passeio.
        </li>
        <li>
          <strong>Não comparecimento (no-show):</strong> o cliente que não comparecer ao local e horário de
          embarque não tem direito a reembolso.
        </li>
        <li>
          <strong>Tarifas promocionais:</strong> podem ser não reembolsáveis; essa condição é informada no
          momento da compra.
        </li>
        <li>
          <strong>Compras feitas por terceiros:</strong> reservas adquiridas por agências, hotéis ou outras
          plataformas devem ser canceladas diretamente no local onde a compra foi realizada, conforme as
          regras de cada vendedor.
        </li>
      </ul>
    </PolicySection>
  );
}

export function HowToRequestSection({ children }: { children: React.ReactNode }) {
  return (
    <PolicySection id="como-solicitar" title="7. Como solicitar o cancelamento">
      <p>
        Os pedidos de cancelamento, reembolso ou remarcação devem ser feitos pelo nosso WhatsApp, informando o
        nome completo do titular da reserva, o passeio e a data contratados. A data do pedido no WhatsApp é a
        que conta para o cálculo da antecedência.
      </p>
      {children}
    </PolicySection>
  );
}
