import { anon, as } from '../../helpers/db.ts';
import { createOperator, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { createDriver } from './boarding-setup.ts';

// The team at /admin/equipe (admin_team, admin_set_staff_role; 20261127000100_vouchers_boarding.sql): the operator
// makes an account a driver and a customer again, never changes an operator or themself; every change is audited.
withSchemaDatabase();

let driver: Customer;

beforeAll(async () => {
  driver = await createDriver({ nome: 'Rui Motorista' });
});

const setRole = (email: string, role: string) =>
  rowsAs(as(operator), 'select * from public.admin_set_staff_role($1, $2)', [email, role]);
const roleOf = async (who: Customer) =>
  (await rowOf('select role from public.user_roles where user_id = $1', [who.userId]))?.role;

describe('admin_team()', () => {
  it('lists the operators and drivers, with name and e-mail, no customer', async () => {
    const team = await rowsAs(as(operator), 'select * from public.admin_team()');
    expect(team).toEqual(
      expect.arrayContaining([
        { user_id: operator.userId, nome: 'Operadora Movie Tour', email: operator.email, role: 'admin' },
        { user_id: driver.userId, nome: 'Rui Motorista', email: driver.email, role: 'motorista' },
      ]),
    );
    expect(team.some((row) => row.user_id === customer.userId)).toBe(false);
    expect(team.every((row) => row.role === 'admin' || row.role === 'motorista')).toBe(true);
  });

  it('is the operator’s only', async () => {
    for (const who of [as(customer), as(driver)]) {
      expect(await refused(who, 'select * from public.admin_team()')).toEqual({
        code: '42501',
        message: 'Acesso restrito',
      });
    }
    expect((await refused(anon, 'select * from public.admin_team()')).code).toBe('42501');
  });
});

describe('admin_set_staff_role()', () => {
  it('makes a customer a driver (e-mail in any case), who then reads the boarding day', async () => {
    expect(await setRole(`  ${other.email.toUpperCase()} `, 'motorista')).toEqual([
      { user_id: other.userId, nome: 'Outro Cliente', email: other.email, role: 'motorista' },
    ]);
    expect(await roleOf(other)).toBe('motorista');
    expect(await rowsAs(as(other), 'select public.is_staff() as staff')).toEqual([{ staff: true }]);
    await rowsAs(as(other), 'select * from public.boarding_day()');
    expect(
      await rowOf(
        `select action, entity, actor, before ->> 'role' as antes, after ->> 'role' as depois
           from public.operator_audit where entity = 'user_roles' and entity_id = $1 order by id desc limit 1`,
        [other.userId],
      ),
    ).toEqual({
      action: 'motorista_adicionado',
      entity: 'user_roles',
      actor: operator.userId,
      antes: 'cliente',
      depois: 'motorista',
    });
  });

  it('makes a driver a customer again, who then reads no boarding day', async () => {
    await setRole(other.email, 'cliente');
    expect(await roleOf(other)).toBe('cliente');
    expect(await rowsAs(as(other), 'select public.is_staff() as staff')).toEqual([{ staff: false }]);
    expect((await refused(as(other), 'select * from public.boarding_day()')).code).toBe('42501');
    expect(
      await rowOf(
        `select action from public.operator_audit where entity = 'user_roles' and entity_id = $1
          order by id desc limit 1`,
        [other.userId],
      ),
    ).toEqual({ action: 'motorista_removido' });
  });

  it.each([
    ['an unknown e-mail', () => ['ninguem@example.com', 'motorista'], 'Nenhuma conta com este e-mail.'],
    ['the operator themself', () => [operator.email, 'cliente'], 'Você não pode mudar o seu próprio papel.'],
    ['a role other than motorista or cliente', () => [customer.email, 'admin'], 'Papel inválido.'],
  ])('refuses %s', async (_name, args, message) => {
    expect(await refused(as(operator), 'select * from public.admin_set_staff_role($1, $2)', args())).toEqual({
      code: '22023',
      message,
    });
  });

  it('refuses changing another operator', async () => {
    const second = await createOperator(db, { nome: 'Segunda Operadora' });
    expect(
      await refused(as(operator), 'select * from public.admin_set_staff_role($1, $2)', [
        second.email,
        'motorista',
      ]),
    ).toEqual({
      code: '22023',
      message: 'O papel de um operador não muda por aqui.',
    });
    expect(await roleOf(second)).toBe('admin');
  });

  it('is refused to drivers, customers and anon', async () => {
    for (const who of [as(driver), as(customer)]) {
      expect(
        await refused(who, 'select * from public.admin_set_staff_role($1, $2)', [
          customer.email,
          'motorista',
        ]),
      ).toEqual({ code: '42501', message: 'Acesso restrito' });
    }
    expect(
      (
        await refused(anon, 'select * from public.admin_set_staff_role($1, $2)', [
          customer.email,
          'motorista',
        ])
      ).code,
    ).toBe('42501');
    expect(await roleOf(customer)).toBe('cliente');
  });

  it('no one changes a role through the table', async () => {
    for (const who of [as(driver), as(customer), as(operator)]) {
      expect(
        (
          await refused(who, `update public.user_roles set role = 'admin' where user_id = $1`, [
            driver.userId,
          ])
        ).code,
      ).toBe('42501');
    }
    expect(await roleOf(driver)).toBe('motorista');
  });
});
