import { redactEventData, redactPath, redactPersonalData } from './redact.ts';

describe('redactPersonalData replaces e-mail addresses and phone numbers', () => {
  it.each([
    ['Minhas compras de rita@example.com', 'Minhas compras de [removido]'],
    ['RITA.Souza+tour@Mail.example.com.br.', '[removido].'],
    ['mailto:rita%40example.com', 'mailto:[removido]'],
    ['Ligue (11) 99999-9999', 'Ligue [removido]'],
    ['+55 11 99999-9999 ou 11 3333-4444', '[removido] ou [removido]'],
    ['tel:+5511999999999', 'tel:[removido]'],
    ['5511999999999', '[removido]'],
    ['11.99999.9999', '[removido]'],
    ['CPF 123.456.789-09', 'CPF [removido]'],
    ['https://wa.me/5511999999999?text=oi', 'https://wa.me/[removido]?text=oi'],
  ])('%s', (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each([
    'Rota do Horto Florestal | Movie Tour',
    'R$ 1.234.567,89',
    'Total: 1234,50',
    '2026-11-24 10:00:00',
    '2026-11-24T10:00:00-03:00',
    '24/11/2026 10:00',
    'c0000000-0000-4000-8000-000000000001',
    'cs_test_a1B2c3D4e5F6g7H8i9J0',
    'sessao-12345-678901234',
    '-23.5505199, -46.6333094',
    'Android 14',
    '1920x1080',
  ])('leaves %s alone', (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });
});

describe('redactPath replaces a segment that names a person, whole', () => {
  it.each([
    ['/conta/rita%40example.com/compras', '/conta/[removido]/compras'],
    ['/conta/rita@example.com', '/conta/[removido]'],
    ['/cliente/11999999999', '/cliente/[removido]'],
    ['/cliente/%2B55%2011%2099999-9999', '/cliente/[removido]'],
    ['/passeio/rota-do-horto', '/passeio/rota-do-horto'],
    ['/passeio/s%C3%A3o-paulo', '/passeio/s%C3%A3o-paulo'],
    ['/broken/%E0%A4%A', '/broken/%E0%A4%A'],
  ])('%s', (path, expected) => {
    expect(redactPath(path)).toBe(expected);
  });
});

it('redactEventData redacts string values at every depth and keeps the rest', () => {
  expect(
    redactEventData({
      label: 'Falar com rita@example.com',
      items: [{ note: '11 99999-9999' }, 3],
      price: 90,
      ok: true,
      none: null,
    }),
  ).toEqual({
    label: 'Falar com [removido]',
    items: [{ note: '[removido]' }, 3],
    price: 90,
    ok: true,
    none: null,
  });
});
