import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  Contact,
  Gift,
  IdCard,
  LayoutDashboard,
  PlusCircle,
  QrCode,
  ScanLine,
  TicketPercent,
  Undo2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type OperatorSection = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
  /** Shows how many requests wait for the operator. */
  badge?: boolean;
};

/** The console's screens: the tab bar of every console page, and the panel's 'Telas'. */
export const operatorSections: OperatorSection[] = [
  { to: paths.operator.dashboard, label: 'Painel', icon: LayoutDashboard, end: true },
  { to: paths.operator.payments, label: 'Pagamentos PIX', icon: QrCode },
  { to: paths.operator.requests, label: 'Solicitações', icon: Undo2, badge: true },
  { to: paths.operator.manifest, label: 'Manifesto', icon: ClipboardList },
  { to: paths.operator.capacity, label: 'Vagas', icon: Users },
  { to: paths.operator.bookings, label: 'Reservas', icon: CalendarDays, end: true },
  { to: paths.operator.newBooking, label: 'Nova reserva', icon: PlusCircle },
  { to: paths.operator.customers, label: 'Clientes', icon: Contact },
  { to: paths.operator.coupons, label: 'Cupons', icon: TicketPercent },
  { to: paths.operator.giftCards, label: 'Vales-presente', icon: Gift },
  { to: paths.operator.team, label: 'Equipe', icon: IdCard },
  { to: paths.boarding, label: 'Embarque', icon: ScanLine },
  { to: paths.testAnalytics, label: 'Analytics', icon: BarChart3 },
];
