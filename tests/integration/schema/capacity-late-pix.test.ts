import { as, type RoleContext } from '../../helpers/db.ts';
import { daysFromToday } from '../../helpers/days.ts';
import { createOrder, type Customer } from '../../helpers/factories.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  AMANTIKIR,
  CITY,
  freshDay,
  full,
  insertOrderAs,
  lapse,
  loadOf,
  pixTxid,
  setDeparture,
  tryAs,
} from './capacity-setup.ts';

// A PIX payment that comes late (20261125000500_capacity.sql, 20261125000900_late_pix_payment.sql): confirmed
// after its hold ran out but before the job cancelled the order, and after the job cancelled it.
withSchemaDatabase();

describe('a PIX payment confirmed after its hold ran out, before the job cancelled the order', () => {
  it('never fails for capacity: the customer paid, the operator decides', async () => {
    const day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, 2);
    const late = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: CITY,
      data_passeio: day,
      qtd_adults: 2,
    });
    await lapse(late.id);
    const taken = await createOrder(db, {
      id_cliente: other.idCliente,
      nome_passeio: CITY,
      data_passeio: day,
      qtd_adults: 2,
    });
    expect(await loadOf(CITY, day)).toEqual({ vendidas: 0, reservadas: 2, livres: 0 });

    const confirmed = await rowsAs(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
      customer.idCliente,
      await pixTxid(late.id),
    ]);
    expect(confirmed).toEqual([expect.objectContaining({ id_pedido: late.id, newly_confirmed: true })]);
    await rowsAs(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
      other.idCliente,
      await pixTxid(taken.id),
    ]);
    expect(await loadOf(CITY, day)).toEqual({ vendidas: 4, reservadas: 0, livres: 0 });
    expect(
      await count(`select 1 from public.itinerarios where data_passeio = $1 and nome_passeio = $2`, [
        day,
        CITY,
      ]),
    ).toBe(2);
  });
});

describe('a PIX transfer that arrives after the job cancelled the order (20261125000900_late_pix_payment.sql)', () => {
  /** A PIX order for `adults` on `day`, lapsed and cancelled by the job as it runs on schedule. */
  async function lapsedOrder(who: Customer, title: string, day: string, adults: number) {
    const order = await createOrder(db, {
      id_cliente: who.idCliente,
      nome_passeio: title,
      data_passeio: day,
      qtd_adults: adults,
    });
    await lapse(order.id);
    await db.query(
      `update public.pedido_site set status = 'cancelado', motivo_cancelamento = 'Pagamento não identificado no prazo'
        where id = $1`,
      [order.id],
    );
    return { id: order.id, txid: await pixTxid(order.id) };
  }
  const confirmAs = (who: RoleContext, idCliente: number, txid: string) =>
    tryAs(who, 'select * from public.admin_confirm_pix_payment($1, $2)', [idCliente, txid]);

  it('is confirmed when the day still has room: paid, booked once, mailed, audited as late', async () => {
    const day = freshDay('parque-amantikir');
    const late = await lapsedOrder(customer, AMANTIKIR, day, 2);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 0, reservadas: 0 });

    expect(await confirmAs(as(customer), customer.idCliente, late.txid)).toMatchObject({ code: '42501' });
    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toBeNull();
    expect(
      await rowOf('select status, motivo_cancelamento from public.pedido_site where id = $1', [late.id]),
    ).toEqual({ status: 'pago', motivo_cancelamento: null });
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 2, reservadas: 0 });
    expect(
      await count(
        `select 1 from public.email_outbox o join public.itinerarios i on o.dedupe_key = 'reserva_confirmada:' || i.id_itinerario
          where i.id_pedido = $1 and o.to_email = $2`,
        [late.id, customer.email],
      ),
    ).toBe(1);
    expect(
      await rowOf(
        `select action, before->>'status' as antes, after->>'status' as depois from public.operator_audit
          where entity = 'pedido_site' and entity_id = $1`,
        [String(late.id)],
      ),
    ).toEqual({ action: 'pix_confirmado_apos_prazo', antes: 'cancelado', depois: 'pago' });

    // Twice changes nothing.
    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toBeNull();
    expect(await count('select 1 from public.itinerarios where id_pedido = $1', [late.id])).toBe(1);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 2 });
  });

  it('is refused when the seats it gave back are sold, naming the tour and day, and nothing changes', async () => {
    const day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, 3);
    const late = await lapsedOrder(customer, CITY, day, 2);
    expect(await insertOrderAs(other, CITY, day, { adults: 2 })).toBeNull();

    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toEqual(full(CITY, day));
    expect(
      await rowOf('select status, motivo_cancelamento from public.pedido_site where id = $1', [late.id]),
    ).toEqual({ status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' });
    expect(await count('select 1 from public.itinerarios where id_pedido = $1', [late.id])).toBe(0);
  });

  it('is refused for a tour that has already happened, and other cancellations are never revived', async () => {
    // Ordered before the tour, lapsed and cancelled; the transfer comes in after the tour's day.
    const past = await lapsedOrder(customer, CITY, freshDay('city-tour-tradicional'), 1);
    await db.query('update public.pedido_site set data_passeio = $2 where id = $1', [
      past.id,
      daysFromToday(-2),
    ]);
    expect(await confirmAs(as(operator), customer.idCliente, past.txid)).toEqual({
      code: '22023',
      message: `O passeio de ${CITY} em ${isoToBR(daysFromToday(-2))} já aconteceu: devolva o valor ao cliente.`,
      detail: 'operator: past_tour',
    });

    const day = freshDay('parque-amantikir');
    const byOperator = await lapsedOrder(customer, AMANTIKIR, day, 1);
    await db.query(`update public.pedido_site set motivo_cancelamento = 'Cliente desistiu' where id = $1`, [
      byOperator.id,
    ]);
    expect(await confirmAs(as(operator), customer.idCliente, byOperator.txid)).toBeNull();
    expect(await rowOf('select status from public.pedido_site where id = $1', [byOperator.id])).toEqual({
      status: 'cancelado',
    });
  });
});
