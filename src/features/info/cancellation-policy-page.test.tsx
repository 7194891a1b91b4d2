import { screen, within } from '@testing-library/react';
import { canonicalHref, jsonLdOfType, renderPage } from '@/testing/render';
import { absoluteUrl } from '@/config/site';
import { CancellationPolicyPage } from './cancellation-policy-page';

describe('CancellationPolicyPage', () => {
  it('states the refund tiers, regret right, refund times and rescheduling rules', () => {
    renderPage(<CancellationPolicyPage />, { route: '/regras-cancelamento' });
    expect(screen.getByRole('heading', { level: 1, name: 'Regras de Cancelamento' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /reembolso conforme a antecedência/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '31 dias ou mais antes da data do passeioReembolso de 90% do valor pago',
      'De 21 a 30 dias antes da data do passeioReembolso de 80% do valor pago',
      '20 dias ou menos antes da data do passeioSem reembolso',
    ]);
    const section = (name: RegExp) => screen.getByRole('region', { name });
    expect(section(/direito de arrependimento/i)).toHaveTextContent(
      /7 \(sete\) dias a contar da confirmação da compra.*integral/,
    );
    expect(section(/prazos e forma de reembolso/i)).toHaveTextContent(/PIX.*7 \(sete\) dias úteis/);
    expect(section(/prazos e forma de reembolso/i)).toHaveTextContent(
      /Cartão de crédito.*até 90 \(noventa\) dias/,
    );
    expect(section(/remarcação/i)).toHaveTextContent(/72 \(setenta e duas\) horas/);
    expect(section(/remarcação/i)).toHaveTextContent(/diferença tarifária fica a cargo do cliente/);
    expect(section(/remarcação/i)).toHaveTextContent(/sem devolução da diferença/);
    expect(section(/cancelamento pela movie tour/i)).toHaveTextContent(
      /remarcar.*crédito de 100%.*reembolso integral/,
    );
  });

  it('cites Deliberação Normativa 161/85 of EMBRATUR and covers the special cases', () => {
    renderPage(<CancellationPolicyPage />);
    expect(screen.getByText('Deliberação Normativa 161/85').parentElement).toHaveTextContent(/EMBRATUR/);
    for (const heading of [
      'Combos de passeios:',
      'Não comparecimento (no-show):',
      'Tarifas promocionais:',
      'Compras feitas por terceiros:',
    ]) {
      expect(screen.getByText(heading)).toBeInTheDocument();
    }
  });

  it('offers the cancellation request through a prefilled messaging-app link', () => {
    renderPage(<CancellationPolicyPage />);
    const link = screen.getByRole('link', { name: /solicitar pelo whatsapp/i });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toMatch(/cancelamento/);
  });

  it.each(['/regras-cancelamento', '/regras-de-cancelamento'])(
    'renders at %s with the one canonical URL',
    (route) => {
      renderPage(<CancellationPolicyPage />, { route, path: route });
      expect(screen.getByRole('heading', { level: 1, name: 'Regras de Cancelamento' })).toBeInTheDocument();
      expect(canonicalHref()).toBe(absoluteUrl('/regras-cancelamento'));
      expect(jsonLdOfType('BreadcrumbList')).toMatchObject({
        itemListElement: [
          { name: 'Início' },
          { name: 'Regras de Cancelamento', item: absoluteUrl('/regras-cancelamento') },
        ],
      });
    },
  );
});
