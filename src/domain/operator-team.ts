// The shop's staff at /admin/equipe (issue 30): operators ('admin') and drivers ('motorista'). The operator makes
// an existing account a driver and takes that access away; the database refuses the rest (admin_set_staff_role).
import { isValidEmail } from './auth-validation.ts';

export type StaffRole = 'admin' | 'motorista';

export type StaffMember = { userId: string; name: string; email: string; role: StaffRole };

/** What the operator asks of the database: 'motorista' grants, 'cliente' takes the driver's access away. */
export type StaffRoleChange = { email: string; role: 'motorista' | 'cliente' };

export const staffRoleLabel: Record<StaffRole, string> = { admin: 'Operador', motorista: 'Motorista' };

/** Operators first, then drivers, each by name. */
export function sortTeam(team: readonly StaffMember[]): StaffMember[] {
  const order: Record<StaffRole, number> = { admin: 0, motorista: 1 };
  return [...team].sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name, 'pt-BR'));
}

/** The new driver's e-mail, or why it cannot be sent. */
export function driverEmailError(email: string): string | null {
  if (!email.trim()) return 'Informe o e-mail da conta do motorista.';
  return isValidEmail(email) ? null : 'E-mail inválido.';
}
