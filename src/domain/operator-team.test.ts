import { describe, expect, it } from 'vitest';
import { driverEmailError, sortTeam, type StaffMember } from './operator-team';

const member = (name: string, role: StaffMember['role']): StaffMember => ({
  userId: name,
  name,
  email: `${name.toLowerCase()}@exemplo.com`,
  role,
});

describe('sortTeam', () => {
  it('lists operators first, then drivers, each by name as Portuguese sorts it', () => {
    const team = [
      member('Zé', 'motorista'),
      member('Ana', 'motorista'),
      member('Órion', 'admin'),
      member('Bia', 'admin'),
    ];
    expect(sortTeam(team).map((m) => m.name)).toEqual(['Bia', 'Órion', 'Ana', 'Zé']);
  });
});

describe('driverEmailError', () => {
  it.each([
    ['', 'Informe o e-mail da conta do motorista.'],
    ['   ', 'Informe o e-mail da conta do motorista.'],
    ['joao', 'E-mail inválido.'],
    ['joao@exemplo', 'E-mail inválido.'],
    [' joao@exemplo.com ', null],
  ])('%j → %j', (email, expected) => {
    expect(driverEmailError(email)).toBe(expected);
  });
});
