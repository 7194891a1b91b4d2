import { describe, expect, it } from 'vitest';
import {
  elapsedLabel,
  formatPhone,
  groupManifest,
  groupPixCheckouts,
  manifestBoardedLabel,
  manifestBoardingLabel,
  manifestCsv,
  manifestTotalsLabel,
  matchesCheckout,
  parseAmount,
  partyLabel,
  whatsappChatUrl,
  type ManifestRow,
  type PendingPixOrder,
} from './operator.ts';

let nextId = 1;
const order = (overrides: Partial<PendingPixOrder> = {}): PendingPixOrder => ({
  id: nextId++,
  id_cliente: 1,
  nome_passeio: 'City Tour Tradicional',
  data_passeio: '2026-12-10',
  valor: 180,
  qtd_adults: 2,
  qtd_children: 0,
  qtd_babies: 0,
  qtd_pets: 0,
  hotel_local: 'Hotel Frontenac',
  pix_txid: 'TOUR12345678',
  created_at: '2026-11-25T10:00:00Z',
  voucher: 'ABCDEFGHJKMN',
  clientes: { nome_cliente: 'João Conceição', celular: '12988887777', email_cliente: 'joao@example.com' },
  ...overrides,
});

describe('groupPixCheckouts', () => {
  it('groups the orders of one checkout, totals them and lists the oldest checkout first', () => {
    const groups = groupPixCheckouts([
      order({ id_cliente: 2, pix_txid: 'TOUR00000002', created_at: '2026-11-25T12:00:00Z', valor: 90 }),
      order({ valor: 170, data_passeio: '2026-12-12' }),
      order({ valor: 210, data_passeio: '2026-12-11', nome_passeio: 'Parque Amantikir' }),
    ]);
    expect(groups.map((group) => [group.txid, group.total, group.orders.length])).toEqual([
      ['TOUR12345678', 380, 2],
      ['TOUR00000002', 90, 1],
    ]);
    expect(groups[0]!.orders.map((o) => o.data_passeio)).toEqual(['2026-12-11', '2026-12-12']);
  });

  it('totals the transfer: the orders less the credit they took, which it keeps apart', () => {
    // R$ 430,00 of which R$ 200,45 was credit, and R$ 730,00: the customer transfers R$ 959,55.
    const [checkout] = groupPixCheckouts([
      order({ valor: 430, credito_usado: 200.45 }),
      order({ id: 8, valor: 730, credito_usado: 0 }),
    ]);
    expect([checkout!.total, checkout!.credit]).toEqual([959.55, 200.45]);
    expect(matchesCheckout(checkout!, '959,55')).toBe(true);
  });

  it('keeps two customers apart even with the same transaction id', () => {
    expect(groupPixCheckouts([order(), order({ id_cliente: 9 })])).toHaveLength(2);
  });
});

describe('matchesCheckout', () => {
  const [checkout] = groupPixCheckouts([order({ valor: 1380.5 })]);
  it.each([
    ['', true],
    ['tour1234', true],
    ['joao', true],
    ['CONCEIÇÃO', true],
    ['1380,50', true],
    ['R$ 1.380,50', true],
    ['1380.5', true],
    ['1380', false],
    ['maria', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesCheckout(checkout!, query)).toBe(expected);
  });
});

describe('parseAmount', () => {
  it.each([
    ['380', 380],
    ['380,00', 380],
    ['R$ 1.380,50', 1380.5],
    ['1.380', 1380],
    ['12.5', 12.5],
    ['abc', null],
    ['1,2,3', null],
  ])('%j → %s', (text, expected) => expect(parseAmount(text)).toBe(expected));
});

describe('contacts', () => {
  it('formats mobiles and builds messaging-app links only for real numbers', () => {
    expect(formatPhone('12988887777')).toBe('(12) 98888-7777');
    expect(formatPhone('1233334444')).toBe('(12) 3333-4444');
    expect(formatPhone(null)).toBe('');
    expect(whatsappChatUrl('(12) 98888-7777', 'Olá, João!')).toBe(
      'https://wa.me/5512988887777?text=Ol%C3%A1%2C%20Jo%C3%A3o!',
    );
    expect(whatsappChatUrl('123', 'x')).toBeNull();
  });

  it('says how long ago in Portuguese', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(elapsedLabel('2026-11-25T11:59:40Z', now)).toBe('agora há pouco');
    expect(elapsedLabel('2026-11-25T11:59:00Z', now)).toBe('há 1 minuto');
    expect(elapsedLabel('2026-11-25T09:00:00Z', now)).toBe('há 3 horas');
    expect(elapsedLabel('2026-11-23T12:00:00Z', now)).toBe('há 2 dias');
  });
});

const row = (overrides: Partial<ManifestRow> = {}): ManifestRow => ({
  ref: `R${nextId++}`,
  nome_cliente: 'Ana',
  celular: '12988887777',
  passeio: 'City Tour Tradicional',
  data_passeio: '2026-12-10',
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549',
  origem: 'WhatsApp',
  valor: 225,
  passageiros: null,
  observacao: null,
  embarque_status: null,
  embarcou_em: null,
  ...overrides,
});

describe('groupManifest', () => {
  it('groups by tour with its period, morning first, and orders the pick-ups by address', () => {
    const groups = groupManifest([
      row({ passeio: 'Parque Amantikir', valor: 300 }),
      row({ nome_cliente: 'Bia', endereco: 'Rua B, 10' }),
      row({ nome_cliente: 'Caio', endereco: 'Av. A, 5' }),
      row({ nome_cliente: 'Dora', endereco: null, embarque: null }),
    ]);
    expect(groups.map((group) => [group.tour, group.period])).toEqual([
      ['City Tour Tradicional', 'Manhã'],
      ['Parque Amantikir', 'Tarde'],
    ]);
    expect(groups[0]!.rows.map((r) => r.nome_cliente)).toEqual(['Caio', 'Bia', 'Dora']);
    expect(groups[0]!.totals).toMatchObject({ people: 9, adults: 6, children: 3, cars: 0, value: 675 });
  });

  it('counts cars for a per-car tour, one per four people of each booking', () => {
    const [group] = groupManifest([
      row({ passeio: 'Turismo Aparecida', adultos: 5, criancas: 0 }),
      row({ passeio: 'Turismo Aparecida', adultos: 2, criancas: 0, bebes: 1 }),
    ]);
    expect(group!.totals.cars).toBe(3);
    expect(manifestTotalsLabel(group!)).toBe('8 pessoas · 3 carros · R$\u00a0450,00');
  });
});

describe('manifestCsv', () => {
  it('writes what Excel in Brazil opens: BOM, semicolons, CRLF, pt-BR dates and decimals, quoted cells', () => {
    const csv = manifestCsv(
      groupManifest([
        row({ valor: 1234.5, observacao: 'Levar "cadeirinha"; bebê', nome_cliente: 'José Ávila' }),
      ]),
    );
    expect(csv.startsWith('\ufeffData;Passeio;Período;Cliente;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const cells = lines[1]!.split(';');
    expect(cells.slice(0, 5)).toEqual([
      '10/12/2026',
      'City Tour Tradicional',
      'Manhã',
      'José Ávila',
      '(12) 98888-7777',
    ]);
    expect(lines[1]).toContain(';1234,50;');
    expect(lines[1]).toContain('"Levar ""cadeirinha""; bebê"');
  });

  it('writes text a spreadsheet would run as a formula as text: names, passengers and notes are typed by people', () => {
    const csv = manifestCsv(
      groupManifest([
        row({
          nome_cliente: '=HYPERLINK("http://example.com/x","Clique")',
          passageiros: '+5511999990000',
          observacao: '@SUM(1+1)',
        }),
      ]),
    );
    const line = csv.slice(1).split('\r\n')[1]!;
    expect(line).toContain(';"\'=HYPERLINK(""http://example.com/x"",""Clique"")";');
    expect(line).toContain(";'+5511999990000;'@SUM(1+1);");
    expect(line).not.toMatch(/;[=+@]/);
  });
});

describe("the driver's check-ins in the manifest", () => {
  const boarded = row({ embarque_status: 'embarcou', embarcou_em: '2026-12-10T10:42:00Z' });
  const missing = row({ embarque_status: 'nao_compareceu', nome_cliente: 'Bia' });
  const waiting = row({ nome_cliente: 'Caio' });

  it('labels each row in São Paulo time, and nothing before the driver records it', () => {
    expect(manifestBoardingLabel(boarded)).toBe('Embarcou às 07:42');
    expect(manifestBoardingLabel(missing)).toBe('Não compareceu');
    expect(manifestBoardingLabel(waiting)).toBeNull();
  });

  it('counts the check-ins in the totals once there are any', () => {
    const [group] = groupManifest([boarded, missing, waiting]);
    expect(group!.totals.boarded).toBe(1);
    expect(manifestBoardedLabel(group!)).toBe('embarcaram 1 de 3 reservas');
    expect(manifestBoardedLabel(groupManifest([waiting])[0]!)).toBeNull();
    expect(manifestTotalsLabel(group!)).not.toMatch(/embarcaram/);
  });

  it("writes the CSV's last column 'Embarcou': the time, 'Não compareceu' or empty", () => {
    const lines = manifestCsv(groupManifest([boarded, missing, waiting]))
      .slice(1)
      .split('\r\n');
    expect(lines[0]!.split(';').at(-1)).toBe('Embarcou');
    const last = (name: string) =>
      lines
        .find((line) => line.includes(`;${name};`))!
        .split(';')
        .at(-1);
    expect(last('Ana')).toBe('07:42');
    expect(last('Bia')).toBe('Não compareceu');
    expect(last('Caio')).toBe('');
  });
});

describe('partyLabel', () => {
  it('leaves zero counts out and uses the singular for one', () => {
    expect(partyLabel({ adults: 2, children: 1, babies: 0, pets: 1 })).toBe('2 adultos, 1 criança, 1 pet');
    expect(partyLabel({ adults: 1, children: 0, babies: 2, pets: 0 })).toBe('1 adulto, 2 bebês');
  });
});
