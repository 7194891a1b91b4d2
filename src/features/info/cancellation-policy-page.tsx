import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import {
  CompanyCancellationSection,
  CustomerCancellationSection,
  HowToRequestSection,
  RefundTimesSection,
  RegretRightSection,
  ReschedulingSection,
  SpecialCasesSection,
} from './cancellation-policy-sections';
import { InfoPageHeader } from './info-page-header';
import { infoBreadcrumb } from './info-jsonld';
import { WhatsAppButton } from './whatsapp-button';

const title = 'Regras de Cancelamento';
const cancellationMessage =
  'Olá! Gostaria de solicitar o cancelamento ou a remarcação de uma reserva com a Movie Tour.';

/** Served at /regras-cancelamento and /regras-de-cancelamento; the first is the canonical URL. */
export function CancellationPolicyPage() {
  return (
    <>
      <Seo
        title="Regras de Cancelamento e Reembolso | Movie Tour"
        description="Política de cancelamento, reembolso e remarcação dos passeios da Movie Tour em Campos do Jordão, conforme a Deliberação Normativa 161/85 da EMBRATUR."
        path={paths.cancellationPolicy}
        jsonLd={[infoBreadcrumb(title, paths.cancellationPolicy)]}
      />
      <InfoPageHeader eyebrow="Política de Cancelamento" title={title}>
        <p>Transparência do primeiro ao último quadro: saiba como cancelar, remarcar ou pedir reembolso.</p>
      </InfoPageHeader>
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:py-16">
        <p className="rounded-xl border-l-4 border-gold bg-muted p-5 leading-relaxed">
          Esta política segue a <strong>Deliberação Normativa 161/85</strong> da EMBRATUR (Instituto
          Brasileiro de Turismo), que estabelece as condições de cancelamento e reembolso de serviços
          turísticos, e o Código de Defesa do Consumidor. Ao concluir uma reserva, o cliente declara estar de
          acordo com as regras abaixo.
        </p>
        <CustomerCancellationSection />
        <RegretRightSection />
        <RefundTimesSection />
        <ReschedulingSection />
        <CompanyCancellationSection />
        <SpecialCasesSection />
        <HowToRequestSection>
          <WhatsAppButton message={cancellationMessage}>Solicitar pelo WhatsApp</WhatsAppButton>
        </HowToRequestSection>
      </article>
    </>
  );
}

export default CancellationPolicyPage;
