import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scanAnswer, type BoardingBooking } from '@/domain/boarding-scan';
import { AnswerPanel } from './answer-panel';
import { BookingList } from './booking-list';
import { CodeForm } from './code-form';
import { ConnectionBanner } from './connection-banner';

describe('the typed code', () => {
  it('is read as people type it: lower case, dashes, the look-alike letters', async () => {
    const onCode = vi.fn();
    render(<CodeForm busy={false} onCode={onCode} onInvalid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Código do voucher'), 'abcd-efgh-jkmo{Enter}');
    expect(onCode).toHaveBeenCalledWith('ABCDEFGHJKM0');
    expect(screen.getByLabelText('Código do voucher')).toHaveValue('');
  });

  it('too short or with foreign letters is no code: the driver is told, the text stays to fix', async () => {
    const onInvalid = vi.fn();
    render(<CodeForm busy={false} onCode={vi.fn()} onInvalid={onInvalid} />);
    await userEvent.type(screen.getByLabelText('Código do voucher'), 'ABCD-EFGH-JKU{Enter}');
    expect(onInvalid).toHaveBeenCalled();
    expect(screen.getByLabelText('Código do voucher')).toHaveValue('ABCD-EFGH-JKU');
  });
});

describe('the connection banner', () => {
  it.each([
    [false, 0, 'Sem conexão'],
    [false, 1, 'Sem conexão — 1 embarque a enviar'],
    [false, 3, 'Sem conexão — 3 embarques a enviar'],
    [true, 2, 'Enviando 2 embarques…'],
  ])('online %s, %i waiting: %s', (online, pending, text) => {
    render(<ConnectionBanner online={online} pending={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says nothing online with nothing waiting', () => {
    const { container } = render(<ConnectionBanner online pending={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the answer', () => {
  it('is announced, with the headline and who', () => {
    const answer = scanAnswer({
      resultado: 'embarque_confirmado',
      ref: 'R1',
      nome: 'Ana Souza',
      adultos: 2,
      criancas: 0,
      bebes: 0,
      pets: 0,
      passeio: null,
      data_passeio: null,
      embarcou_em: null,
      registrado_por: null,
    });
    render(<AnswerPanel answer={answer} queued />);
    expect(screen.getByRole('status')).toHaveTextContent('Embarque confirmado');
    expect(screen.getByRole('status')).toHaveTextContent('Ana Souza · 2 adultos');
    expect(screen.getByRole('status')).toHaveTextContent('será enviado quando a rede voltar');
  });
});

const row = (overrides: Partial<BoardingBooking>): BoardingBooking => ({
  ref: 'R1',
  codigo: 'AAAABBBBCCCC',
  passeio: 'City Tour Tradicional',
  data_passeio: '2026-11-27',
  horario: '08:00:00',
  nome: 'Ana Souza',
  celular: '11987654321',
  passageiros: 'Ana; João',
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Dr. Paulo Ribas, 295',
  situacao: 'confirmada',
  embarque_status: null,
  embarcou_em: null,
  registrado_por: null,
  ...overrides,
});

describe("a departure's bookings", () => {
  const departure = { key: 'k', passeio: 'City Tour Tradicional', data: '2026-11-27', horario: '08:00' };
  const list = (rows: BoardingBooking[], now: Date, online = true) => {
    const onBoard = vi.fn();
    const onNoShow = vi.fn();
    render(
      <BookingList
        departure={departure}
        rows={rows}
        queued={new Set()}
        now={now}
        busy={false}
        online={online}
        onBoard={onBoard}
        onNoShow={onNoShow}
      />,
    );
    return { onBoard, onNoShow };
  };

  it('shows who, how many, where, the phone and the code; a tap boards', async () => {
    const { onBoard } = list([row({})], new Date('2026-11-27T10:00:00Z'));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('1. Ana Souza');
    expect(item).toHaveTextContent('2 adultos, 1 criança');
    expect(item).toHaveTextContent('Hotel Frontenac');
    expect(item).toHaveTextContent('Passageiros: Ana; João');
    expect(item).toHaveTextContent('AAAA-BBBB-CCCC');
    expect(screen.getByRole('link', { name: /98765-4321/ })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(screen.queryByRole('button', { name: /Não compareceu/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Embarcar Ana Souza' }));
    expect(onBoard).toHaveBeenCalledWith(expect.objectContaining({ codigo: 'AAAABBBBCCCC' }));
  });

  it('keeps the passengers one a line, as the operator typed them', () => {
    list([row({ passageiros: 'Ana Souza\nJoão Souza' })], new Date('2026-11-27T10:00:00Z'));
    const names = screen.getByText(/^Passageiros:/);
    expect(names.textContent).toBe('Passageiros: Ana Souza\nJoão Souza');
    // Without it the browser joins the lines into one run of names.
    expect(names).toHaveClass('whitespace-pre-line');
  });

  it("after the boarding time, 'Não compareceu' for those missing (online only)", async () => {
    const { onNoShow } = list([row({})], new Date('2026-11-27T11:05:00Z'));
    await userEvent.click(screen.getByRole('button', { name: 'Não compareceu: Ana Souza' }));
    expect(onNoShow).toHaveBeenCalled();
  });

  it('boarded, missing, cancelled and unpaid bookings say so, without buttons', () => {
    list(
      [
        row({ ref: 'R1', embarque_status: 'embarcou', embarcou_em: '2026-11-27T10:42:00Z' }),
        row({ ref: 'R2', embarque_status: 'nao_compareceu' }),
        row({ ref: 'R3', situacao: 'cancelada' }),
        row({ ref: 'R4', situacao: 'pendente' }),
      ],
      new Date('2026-11-27T12:00:00Z'),
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Embarcou 07:42',
      'Não compareceu',
      'Cancelada',
      'Pagamento pendente',
    ]);
    expect(screen.queryByRole('button', { name: /Não compareceu:/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Embarcar/ })).toHaveLength(1);
  });
});
